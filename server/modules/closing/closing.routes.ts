import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closingRouteSchemas } from '../../../contracts/closing/route-schemas';
import { closingRoutes as closingEndpoints } from '../../../contracts/closing/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { contentDisposition, sendFileDownload } from '../../platform/http/file-download';
import { closingDealFor, type ClosingActor } from './closing-access';
import { downloadClosingFile } from './closing-files';
import { addClosingItem, attachItemFiles, removeClosingItem, updateClosingItem } from './closing-items.service';
import { closingRoomView } from './closing-room';
import { closingTemplate, saveClosingTemplate } from './closing-template.service';
import { answerRequest, askForDocuments, listRequests, requestsCsv, setRequestStatus } from './due-diligence.service';

/** docs/api.md "Closing room, client notices, earn-out": the checklist, its files, the due-diligence requests, the template. */
export const closingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, closingEndpoints, closingRouteSchemas);
  const db = deps.database.db;
  const actorOf = async (request: FastifyRequest): Promise<ClosingActor> => ({
    user: await requireUser(request),
    impersonating: Boolean((await request.session())?.impersonatorId),
  });
  const item = (params: { id: number; itemId: number }) => ({ dealId: params.id, itemId: params.itemId });
  const request = (params: { id: number; requestId: number }) => ({ dealId: params.id, requestId: params.requestId });

  // The first read of a deal whose letter of intent is signed opens its room: only from the app itself.
  serve.show({ config: { access: 'full-access', sideEffect: 'app' } }, async (req) => {
    const actor = await actorOf(req);
    return closingRoomView(db, actor, await closingDealFor(db, actor, req.params.id), deps.now());
  });

  serve.addItem({ config: { access: 'full-access' } }, async (req, reply) =>
    reply.status(201).send(await addClosingItem(deps, await actorOf(req), req.params.id, req.body)),
  );

  serve.updateItem({ config: { access: 'full-access' } }, async (req) =>
    updateClosingItem(deps, await actorOf(req), item(req.params), req.body),
  );

  serve.removeItem({ config: { access: 'full-access' } }, async (req) => removeClosingItem(deps, await actorOf(req), item(req.params)));

  serve.uploadItemFiles({ config: { access: 'full-access' } }, async (req) =>
    attachItemFiles(deps, await actorOf(req), item(req.params), req.body.files),
  );

  // A plain link in the app (no anti-forgery header), logged per download: refused when it comes from elsewhere.
  serve.downloadFile({ config: { access: 'full-access', sideEffect: 'same-origin' } }, async (req, reply) => {
    const file = await downloadClosingFile(deps, await actorOf(req), { dealId: req.params.id, fileId: req.params.fileId });
    return sendFileDownload(reply, { name: file.filename, type: file.type, size: file.size, body: file.body });
  });

  serve.requests({ config: { access: 'full-access' } }, async (req) => listRequests(deps, await actorOf(req), req.params.id, req.query));

  serve.exportRequests({ config: { access: 'full-access' } }, async (req, reply) => {
    const csv = await requestsCsv(deps, await actorOf(req), req.params.id, req.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(`due-diligence-requests-deal-${req.params.id}.csv`))
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });

  serve.ask({ config: { access: 'full-access' } }, async (req, reply) =>
    reply.status(201).send(await askForDocuments(deps, await actorOf(req), req.params.id, req.body, req.log)),
  );

  serve.answer({ config: { access: 'full-access' } }, async (req) =>
    answerRequest(deps, await actorOf(req), request(req.params), req.body, req.log),
  );

  serve.setRequestStatus({ config: { access: 'full-access' } }, async (req) =>
    setRequestStatus(deps, await actorOf(req), request(req.params), req.body.status),
  );

  serve.template({ config: { access: 'admin' } }, async () => closingTemplate(db));

  serve.saveTemplate({ config: { access: 'admin' } }, async (req) => saveClosingTemplate(db, req.body, deps.now()));
};
