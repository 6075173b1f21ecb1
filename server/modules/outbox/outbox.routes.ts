import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxRouteSchemas } from '../../../contracts/outbox/route-schemas';
import { outboxRoutes } from '../../../contracts/outbox/routes';
import { usesMailOutbox, usesSmsOutbox } from '../../platform/create-deps';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { listOutboxMails, listOutboxTexts, showOutboxMail } from './outbox.service';

/**
 * The staff Outbox (issue #36): on the embedded default e-mails and texts are files in DATA_DIR, so staff read them
 * here. Each channel's endpoints exist only while it writes to the outbox: 404 once MAIL_URL / the SMS settings are set.
 */
export const outboxModule: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, outboxRoutes, outboxRouteSchemas);
  const { config } = deps;
  const mailOnly = () => {
    if (!usesMailOutbox(config)) throw notFound('E-mails are sent through MAIL_URL: there is no outbox.');
  };
  const smsOnly = () => {
    if (!usesSmsOutbox(config)) throw notFound('Texts are sent through the SMS provider: there is no outbox.');
  };

  serve.channels({ config: { access: 'admin' } }, async () => {
    const channels = { mail: usesMailOutbox(config), sms: usesSmsOutbox(config) };
    if (!channels.mail && !channels.sms) throw notFound('E-mails and texts are really sent: there is no outbox.');
    return channels;
  });

  serve.mails({ config: { access: 'admin' } }, async () => {
    mailOnly();
    return listOutboxMails(config.mail.outboxDir);
  });

  serve.mail({ config: { access: 'admin' } }, async (request) => {
    mailOnly();
    const mail = await showOutboxMail(config.mail.outboxDir, request.params.id);
    if (!mail) throw notFound('This e-mail is not in the outbox.');
    return mail;
  });

  serve.texts({ config: { access: 'admin' } }, async () => {
    smsOnly();
    return listOutboxTexts(config.sms.outboxDir);
  });
};
