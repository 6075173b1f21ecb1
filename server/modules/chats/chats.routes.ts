import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActiveMatchesSchema,
  AdminChatInfoSchema,
  AnswerMatchSchema,
  ChatListQuerySchema,
  ChatListSchema,
  ChatSchema,
  CreateMatchSchema,
  CreateSupportChatSchema,
} from '../../../contracts/chats';
import { CountSchema } from '../../../contracts/notifications';
import { IdParamsSchema } from '../../../contracts/common';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { DAY_MS, type ActionLimit } from '../../platform/http/action-limit';
import type { UserRow } from '../users/users.table';
import { findChatForViewer, isStaff } from './chat-access';
import { presentChats } from './chat-presenter';
import { activeMatches, adminChatInfo, adminUnreadChatCount, listChats, unreadChatCount } from './chats.query';
import type { ChatRow } from './chats.table';
import { answerMatch, requestMatch } from './matches.service';
import { openSupportChat } from './support-chats.service';

const tags = ['chats'];

/** Matches, support chats, unread counts and the staff figures (SPEC.md §7 Chats, API.md). */
/**
 * An access request notifies the seller (and the staff) of a listing: a buyer asks about a handful of practices a
 * week, so 30 a day is never met by hand. A support chat reaches every admin: 10 a day.
 */
export const ACCESS_REQUESTS: ActionLimit = { action: 'access-request', max: 30, windowMs: DAY_MS, doing: 'asked for access to listings' };
export const SUPPORT_CHATS: ActionLimit = { action: 'support-chat', max: 10, windowMs: DAY_MS, doing: 'opened support chats' };

export const chatsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  /** One chat as the viewer sees it, with a fresh unread count. */
  const present = async (viewer: UserRow, chat: ChatRow) => {
    const view = await findChatForViewer(db, chat.id, viewer);
    const [presented] = await presentChats(db, viewer, [{ chat: view.chat, participant: view.participant, unread: 0 }]);
    return presented!;
  };

  app.get(
    '/chats',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "The caller's chats, most recent first (staff: `filter[all]=1` for every chat)",
        tags,
        querystring: ChatListQuerySchema,
        response: { 200: ChatListSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const query = request.query;
      return listChats(db, user, {
        page: query.page,
        perPage: query.per_page,
        all: Boolean(query['filter[all]']) && isStaff(user),
        type: query['filter[type]'],
        listingId: query['filter[listing_id]'],
      });
    },
  );

  app.post(
    '/chats',
    {
      config: { access: 'full-access', actionLimit: SUPPORT_CHATS },
      schema: { summary: 'Open a support chat with the staff', tags, body: CreateSupportChatSchema, response: { 201: ChatSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { chat, pushErrors } = await openSupportChat(deps, user, request.body);
      if (pushErrors.length) request.log.warn({ errors: pushErrors.map(String) }, 'support chat stored but not pushed to every recipient');
      return reply.status(201).send(await present(user, chat));
    },
  );

  app.post(
    '/chats/create-match',
    {
      config: { access: 'full-access', actionLimit: ACCESS_REQUESTS },
      schema: {
        summary: 'A buyer asks to connect on a listing (201 new, 200 the existing request)',
        tags,
        body: CreateMatchSchema,
        response: { 200: ChatSchema, 201: ChatSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { chat, created } = await requestMatch(deps, user, request.body.listing_id);
      return reply.status(created ? 201 : 200).send(await present(user, chat));
    },
  );

  app.get(
    '/chats/unread-chats',
    {
      config: { access: 'full-access' },
      schema: { summary: "How many of the caller's chats have unread messages", tags, response: { 200: CountSchema } },
    },
    async (request) => ({ count: await unreadChatCount(db, (await requireUser(request)).id) }),
  );

  app.get(
    '/chats/admin-unread-chats',
    {
      config: { access: 'admin' },
      schema: { summary: 'Support chats with messages no staff member has read', tags, response: { 200: CountSchema } },
    },
    async () => ({ count: await adminUnreadChatCount(db) }),
  );

  app.get(
    '/chats/admin-info',
    { config: { access: 'admin' }, schema: { summary: 'The figures of Admin → Chats', tags, response: { 200: AdminChatInfoSchema } } },
    async () => adminChatInfo(db, deps.now()),
  );

  app.get(
    '/chats/active-matches',
    {
      config: { access: 'full-access' },
      schema: { summary: "The caller's accepted matches", tags, response: { 200: ActiveMatchesSchema } },
    },
    async (request) => ({ data: await activeMatches(db, await requireUser(request)) }),
  );

  app.get(
    '/chats/:id',
    {
      config: { access: 'full-access' },
      schema: { summary: 'One chat (members and staff)', tags, params: IdParamsSchema, response: { 200: ChatSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      const view = await findChatForViewer(db, request.params.id, user);
      return present(user, view.chat);
    },
  );

  app.put(
    '/chats/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'The seller (or staff) accepts or declines a match',
        tags,
        params: IdParamsSchema,
        body: AnswerMatchSchema,
        response: { 200: ChatSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return present(user, await answerMatch(deps, user, request.params.id, request.body.status));
    },
  );
};
