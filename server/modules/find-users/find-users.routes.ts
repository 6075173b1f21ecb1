import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contracts/common';
import { DirectoryListSchema, FindUsersQuerySchema } from '../../../contracts/find-users';
import {
  AnswerIntroductionSchema,
  ContactListingsSchema,
  IntroductionListSchema,
  IntroductionSchema,
  SendIntroductionSchema,
} from '../../../contracts/introductions';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { DAY_MS, type ActionLimit } from '../../platform/http/action-limit';
import { contactListings, findUsers } from './find-users.service';
import { listIntroductions } from './introductions.query';
import { answerIntroduction, sendIntroduction } from './introductions.service';

/**
 * Each introduction request notifies (and may e-mail) another member: 20 a day is more than anyone contacts by hand
 * and keeps the directory from being used to spam the other group.
 */
export const INTRODUCTION_REQUESTS: ActionLimit = {
  action: 'introduction',
  max: 20,
  windowMs: DAY_MS,
  doing: 'sent introduction requests',
};

const tags = ['find-users'];

/** Find a Seller / Find a Buyer (SPEC.md §7 GET /find-users) and the introduction requests its "Contact" sends. */
export const findUsersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.get(
    '/find-users',
    {
      config: { access: 'full-access' },
      schema: {
        summary:
          'The other group, anonymised and ranked by fit: sellers for a buyer, buyers for a seller (optionally against `listing_id`)',
        tags,
        querystring: FindUsersQuerySchema,
        response: { 200: DirectoryListSchema },
      },
    },
    async (request) => findUsers(db, await requireUser(request), request.query),
  );

  app.get(
    '/find-users/:unique_id/listings',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "The listings a contact can be about: a seller's active listings (for a buyer), or the caller's own (for a seller)",
        tags,
        params: z.object({ unique_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Not a member reference.') }),
        response: { 200: ContactListingsSchema },
      },
    },
    async (request) => ({ data: await contactListings(db, await requireUser(request), request.params.unique_id) }),
  );

  app.get(
    '/introductions',
    {
      config: { access: 'full-access' },
      schema: { summary: 'Introduction requests to and from the caller, newest first', tags, response: { 200: IntroductionListSchema } },
    },
    async (request) => ({ data: await listIntroductions(deps, await requireUser(request)) }),
  );

  app.post(
    '/introductions',
    {
      config: { access: 'full-access', actionLimit: INTRODUCTION_REQUESTS },
      schema: {
        summary: 'Ask to be introduced to a member of the other group about a listing',
        tags,
        body: SendIntroductionSchema,
        response: { 200: IntroductionSchema, 201: IntroductionSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { row, created } = await sendIntroduction(deps, user, request.body);
      const shown = (await listIntroductions(deps, user)).find((intro) => intro.id === row.id)!;
      return reply.status(created ? 201 : 200).send(shown);
    },
  );

  app.put(
    '/introductions/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Accept (opens the chat, the match and the deal) or decline an introduction request',
        tags,
        params: IdParamsSchema,
        body: AnswerIntroductionSchema,
        response: { 200: IntroductionSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await answerIntroduction(deps, user, request.params.id, request.body.status);
      return (await listIntroductions(deps, user)).find((intro) => intro.id === request.params.id)!;
    },
  );
};
