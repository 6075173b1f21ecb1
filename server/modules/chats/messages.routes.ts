import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_MESSAGES } from '../../../contracts/chats/chats';
import { chatRouteSchemas } from '../../../contracts/chats/route-schemas';
import { chatRoutes } from '../../../contracts/chats/routes';
import { IdSchema } from '../../../contracts/common/common';
import type { AppDeps } from '../../platform/deps';
import { unprocessable } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { sendFileDownload } from '../../platform/http/file-download';
import { listMessages, openAttachment } from './messages.query';
import { sendMessage } from './messages.service';

const chatIdOf = (raw: string | undefined): number => {
  const parsed = IdSchema.safeParse(raw);
  if (!raw || !parsed.success) throw unprocessable(CHAT_MESSAGES.chatIdRequired, 'chat_id');
  return parsed.data;
};

/** A chat's messages, sending one (multipart with attachments), and authorised attachment downloads. */
export const messagesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, chatRoutes, chatRouteSchemas);

  serve.messages(
    // Marks the chat read: only from the app itself, so another site cannot hide a member's unread messages.
    { config: { access: 'full-access', sideEffect: 'app' } },
    async (request) => {
      const user = await requireUser(request);
      const chatId = chatIdOf(request.query['filter[chat_id]']);
      return listMessages(deps, user, chatId, { before: request.query.before, perPage: request.query.per_page });
    },
  );

  serve.sendMessage({ config: { access: 'full-access' } }, async (request, reply) => {
    const user = await requireUser(request);
    const { message, pushErrors } = await sendMessage(deps, user, request.body.chat_id, {
      body: request.body.body,
      attachments: request.body.attachments,
    });
    if (pushErrors.length) request.log.warn({ errors: pushErrors.map(String) }, 'message stored but not pushed to every recipient');
    return reply.status(201).send(message);
  });

  serve.attachment({ config: { access: 'full-access', sideEffect: 'same-origin' } }, async (request, reply) => {
    const { attachment, stored } = await openAttachment(deps, await requireUser(request), request.params.id);
    return sendFileDownload(reply, { name: attachment.filename, type: attachment.mimetype, size: stored.size, body: stored.body });
  });
};
