import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRouteSchemas } from '../../../contracts/chats/route-schemas';
import { chatRoutes } from '../../../contracts/chats/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { DAY_MS, type ActionLimit } from '../../platform/http/action-limit';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { UserRow } from '../users/users.table';
import { findChatForViewer, isStaff } from './chat-access';
import { presentChats } from './chat-presenter';
import { activeMatches, adminChatInfo, adminUnreadChatCount, listChats, unreadChatCount } from './chats.query';
import type { ChatRow } from './chats.table';
import { answerMatch, requestMatch } from './matches.service';
import { openSupportChat } from './support-chats.service';

/** Matches, support chats, unread counts and the staff figures (docs/api.md "Calls", "Matches, chats, messages"). */
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
  const serve = declaredRoutes(app, chatRoutes, chatRouteSchemas);

  serve.list({ config: { access: 'full-access' } }, async (request) => {
    const user = await requireUser(request);
    const query = request.query;
    return listChats(db, user, {
      page: query.page,
      perPage: query.per_page,
      all: Boolean(query['filter[all]']) && isStaff(user),
      type: query['filter[type]'],
      listingId: query['filter[listing_id]'],
    });
  });

  serve.openSupportChat({ config: { access: 'full-access', actionLimit: SUPPORT_CHATS } }, async (request, reply) => {
    const user = await requireUser(request);
    const { chat, pushErrors } = await openSupportChat(deps, user, request.body);
    if (pushErrors.length) request.log.warn({ errors: pushErrors.map(String) }, 'support chat stored but not pushed to every recipient');
    return reply.status(201).send(await present(user, chat));
  });

  serve.createMatch({ config: { access: 'full-access', actionLimit: ACCESS_REQUESTS } }, async (request, reply) => {
    const user = await requireUser(request);
    const { chat, created } = await requestMatch(deps, user, request.body.listing_id);
    return reply.status(created ? 201 : 200).send(await present(user, chat));
  });

  serve.unreadCount({ config: { access: 'full-access' } }, async (request) => ({
    count: await unreadChatCount(db, (await requireUser(request)).id),
  }));

  serve.adminUnreadCount({ config: { access: 'admin' } }, async () => ({ count: await adminUnreadChatCount(db) }));

  serve.adminInfo({ config: { access: 'admin' } }, async () => adminChatInfo(db, deps.now()));

  serve.activeMatches({ config: { access: 'full-access' } }, async (request) => ({
    data: await activeMatches(db, await requireUser(request)),
  }));

  serve.show({ config: { access: 'full-access' } }, async (request) => {
    const user = await requireUser(request);
    const view = await findChatForViewer(db, request.params.id, user);
    return present(user, view.chat);
  });

  serve.answerMatch({ config: { access: 'full-access' } }, async (request) => {
    const user = await requireUser(request);
    return present(user, await answerMatch(deps, user, request.params.id, request.body.status));
  });
};
