import { z } from 'zod';
import { IdParamsSchema } from '../common/common';
import { DirectoryListSchema, FindUsersQuerySchema } from './find-users';
import {
  AnswerIntroductionSchema,
  ContactListingsSchema,
  IntroductionListSchema,
  IntroductionSchema,
  SendIntroductionSchema,
} from './introductions';
import type { RouteSchemas } from '../common/route-map';

const tags = ['find-users'];

/** The schemas of the find-users endpoints (paths in ./routes.ts). */
export const findUsersRouteSchemas = {
  directory: {
    summary: 'The other group, anonymised and ranked by fit: sellers for a buyer, buyers for a seller (optionally against `listing_id`)',
    tags,
    querystring: FindUsersQuerySchema,
    response: { 200: DirectoryListSchema },
  },
  memberListings: {
    summary: "The listings a contact can be about: a seller's active listings (for a buyer), or the caller's own (for a seller)",
    tags,
    params: z.object({ unique_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Not a member reference.') }),
    response: { 200: ContactListingsSchema },
  },
  introductions: { summary: 'Introduction requests to and from the caller, newest first', tags, response: { 200: IntroductionListSchema } },
  requestIntroduction: {
    summary: 'Ask to be introduced to a member of the other group about a listing',
    tags,
    body: SendIntroductionSchema,
    response: { 200: IntroductionSchema, 201: IntroductionSchema },
  },
  answerIntroduction: {
    summary: 'Accept (opens the chat, the match and the deal) or decline an introduction request',
    tags,
    params: IdParamsSchema,
    body: AnswerIntroductionSchema,
    response: { 200: IntroductionSchema },
  },
} satisfies RouteSchemas;
