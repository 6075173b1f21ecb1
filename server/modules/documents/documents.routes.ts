import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { sendFileDownload } from '../../platform/http/file-download';
import { documentRouteSchemas } from '../../../contracts/documents/route-schemas';
import { documentRoutes } from '../../../contracts/documents/routes';
import { signDocument, type Signer } from './document-signing';
import { verifyDocument } from './document-verification';
import { presentDocument } from './documents.query';
import { documentPdf, readableDocument } from './documents.service';

/** The signer of a request: its user, whether staff act as them, its address (TRUST_PROXY honoured) and browser. */
export async function signerOf(request: FastifyRequest): Promise<Signer> {
  return {
    user: await requireUser(request),
    impersonating: Boolean((await request.session())?.impersonatorId),
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}

/** docs/api.md "Signed documents": read, download, sign, verify. */
export const documentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const serve = declaredRoutes(app, documentRoutes, documentRouteSchemas);

  serve.show({ config: { access: 'full-access' } }, async (request) =>
    presentDocument(db, await readableDocument(db, await requireUser(request), request.params.id)),
  );

  serve.pdf({ config: { access: 'full-access' } }, async (request, reply) => {
    const { filename, object } = await documentPdf({ db, storage: deps.storage }, await requireUser(request), request.params.id);
    return sendFileDownload(reply, { name: filename, type: 'application/pdf', size: object.size, body: object.body });
  });

  serve.sign({ config: { access: 'full-access' } }, async (request) =>
    signDocument(deps, await signerOf(request), request.params.id, request.body, request.log),
  );

  serve.verify({ config: { access: 'full-access' } }, async (request) => verifyDocument(db, request.body.file));
};
