import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_MESSAGES, MessageListQuerySchema, MessageListSchema, MessageSchema, SendMessageSchema } from '../../../contracts/chats';
import { IdParamsSchema, IdSchema } from '../../../contracts/common';
import type { AppDeps } from '../../platform/deps';
import { unprocessable } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { sendFileDownload } from '../../platform/http/file-download';
import { listMessages, openAttachment } from './messages.query';
import { sendMessage } from './messages.service';

const tags = ['chats'];

const chatIdOf = (raw: string | undefined): number => {
  const parsed = IdSchema.safeParse(raw);
  if (!raw || !parsed.success) throw unprocessable(CHAT_MESSAGES.chatIdRequired, 'chat_id');
  return parsed.data;
};

/** A chat's messages, sending one (multipart with attachments), and authorised attachment downloads. */
export const messagesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/messages',
    {
      // Marks the chat read: only from the app itself, so another site cannot hide a member's unread messages.
      config: { access: 'full-access', sideEffect: 'app' },
      schema: {
        summary: "A chat's messages, newest first (`filter[chat_id]` required; `before` pages into history); marks the chat read",
        tags,
        querystring: MessageListQuerySchema,
        response: { 200: MessageListSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const chatId = chatIdOf(request.query['filter[chat_id]']);
      return listMessages(deps, user, chatId, { before: request.query.before, perPage: request.query.per_page });
    },
  );

  app.post(
    '/messages',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Send a message (multipart: chat_id, body, attachments[]); the other members are notified',
        description: 'Attachments: PDF, DOCX, XLSX, CSV, PNG or JPEG, checked by their bytes, at most 25 MB each.',
        tags,
        body: SendMessageSchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { message, pushErrors } = await sendMessage(deps, user, request.body.chat_id, {
        body: request.body.body,
        attachments: request.body.attachments,
      });
      if (pushErrors.length) request.log.warn({ errors: pushErrors.map(String) }, 'message stored but not pushed to every recipient');
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/messages/attachments/:id',
    {
      config: { access: 'full-access', sideEffect: 'same-origin' },
      schema: { summary: 'Download a message attachment (members of the chat and staff)', tags, params: IdParamsSchema },
    },
    async (request, reply) => {
      const { attachment, stored } = await openAttachment(deps, await requireUser(request), request.params.id);
      return sendFileDownload(reply, { name: attachment.filename, type: attachment.mimetype, size: stored.size, body: stored.body });
    },
  );
};
