import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientNoticeRouteSchemas } from '../../../contracts/client-notices/route-schemas';
import { clientNoticeRoutes } from '../../../contracts/client-notices/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { sendFileDownload } from '../../platform/http/file-download';
import { notFound } from '../../platform/errors';
import { checkUpload } from '../../platform/uploads/check-upload';
import type { UploadedFile } from '../../../contracts/common/common';
import { answerNotice, openAnswerPage } from './client-answers.service';
import { readClientNames, type ClientActor } from './client-deal';
import { clientsFromCsv, clientsFromJson } from './client-list-rows';
import {
  courtOrderFileOf,
  markUnreachable,
  readClientList,
  recordCourtOrder,
  replaceClientList,
  saveBuyerIdentity,
} from './client-list.service';
import { listNoticeRules, saveNoticeRule } from './notice-rules.service';
import { noticeLettersPdf, sendNotices } from './notice-sending';

/** docs/api.md "Closing room, client notices, earn-out": the client list, the letters, the answers, staff's rules. */
export const clientNoticesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, clientNoticeRoutes, clientNoticeRouteSchemas);
  const db = deps.database.db;
  const actorOf = async (request: FastifyRequest) => ({
    user: await requireUser(request),
    impersonating: Boolean((await request.session())?.impersonatorId),
  });

  serve.list({ config: { access: 'full-access' } }, async (request) => readClientList(deps, await requireUser(request), request.params.id));

  serve.upload({ config: { access: 'full-access' } }, async (request) => {
    const actor: ClientActor = await actorOf(request);
    const { clients, file } = request.body;
    const entries = file ? clientsFromCsv(await csvText(file)) : clientsFromJson(clients ?? []);
    return { count: await replaceClientList(deps, actor, request.params.id, entries) };
  });

  serve.saveLetter({ config: { access: 'full-access' } }, async (request) => ({
    buyer_identity: await saveBuyerIdentity(deps, await actorOf(request), request.params.id, request.body.buyer_identity),
  }));

  serve.letters({ config: { access: 'full-access' } }, async (request, reply) => {
    const pdf = await noticeLettersPdf(deps, await requireUser(request), request.params.id);
    return sendFileDownload(reply, {
      name: `client-notice-letters-deal-${request.params.id}.pdf`,
      type: 'application/pdf',
      size: pdf.length,
      body: pdf,
    });
  });

  serve.send({ config: { access: 'full-access' } }, async (request) => {
    const result = await sendNotices(deps, await actorOf(request), request.params.id);
    return result;
  });

  serve.markUnreachable({ config: { access: 'full-access' } }, async (request) =>
    markUnreachable(deps, await actorOf(request), request.params.id, request.params.clientId, request.body.unreachable),
  );

  serve.recordCourtOrder({ config: { access: 'full-access' } }, async (request) =>
    recordCourtOrder(deps, await actorOf(request), request.params.id, request.params.clientId, request.body),
  );

  serve.courtOrderFile({ config: { access: 'full-access' } }, async (request, reply) => {
    await readClientNames(db, await requireUser(request), request.params.id);
    const file = await courtOrderFileOf(db, request.params.id, request.params.clientId);
    const object = await deps.storage.get(file.key);
    if (!object) throw notFound();
    return sendFileDownload(reply, { name: file.name, type: object.contentType, size: object.size, body: object.body });
  });

  // The client's link: no account, the signature is the authorisation; opening it dates receipt.
  serve.responsePage({ config: { access: 'visitor', sideEffect: 'signed-link' } }, async (request) =>
    openAnswerPage(deps, request.params.token),
  );

  serve.respond({ config: { access: 'visitor' } }, async (request) => answerNotice(deps, request.params.token, request.body.answer));

  serve.rules({ config: { access: 'admin' } }, async () => listNoticeRules(db));

  serve.saveRule({ config: { access: 'admin' } }, async (request) =>
    saveNoticeRule(db, request.params.state, request.body, await requireUser(request), deps.now()),
  );
};

const CSV_UPLOADS = {
  maxBytes: 5 * 1024 * 1024,
  types: [{ mime: 'text/csv', ext: 'csv' }],
  messages: {
    empty: (name: string) => `“${name}” is empty.`,
    size: (name: string) => `“${name}” is larger than 5 MB.`,
    type: (name: string) => `“${name}” is not a CSV file (UTF-8 text named .csv).`,
  },
} as const;

/** The CSV's text, once the platform's upload checks passed it (size, UTF-8 text, a .csv name). */
async function csvText(file: UploadedFile): Promise<string> {
  const checked = await checkUpload('file', file, CSV_UPLOADS);
  return new TextDecoder('utf-8').decode(checked.data);
}
