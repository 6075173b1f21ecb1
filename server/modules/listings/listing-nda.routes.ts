import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { ndaRouteSchemas } from '../../../contracts/documents/route-schemas';
import { ndaRoutes } from '../../../contracts/documents/routes';
import { signerOf } from '../documents/documents.routes';
import { listingNda, saveNdaClauses, signedNdasOfListing, signListingNda } from './listing-nda.service';

/** docs/api.md "NDA": the listing's confidentiality agreement, signed before an access request. */
export const listingNdaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, ndaRoutes, ndaRouteSchemas);

  serve.listingNda({ config: { access: 'full-access' } }, async (request) =>
    listingNda(deps, await requireUser(request), request.params.id),
  );

  serve.signListingNda({ config: { access: 'full-access' } }, async (request, reply) => {
    const { document, created } = await signListingNda(deps, await signerOf(request), request.params.id, request.body);
    return reply.status(created ? 201 : 200).send(document);
  });

  serve.saveNdaClauses({ config: { access: 'full-access' } }, async (request) => {
    const signer = await signerOf(request);
    return saveNdaClauses(deps, signer.user, request.params.id, request.body.clauses, signer.impersonating);
  });

  serve.listingNdas({ config: { access: 'full-access' } }, async (request) => ({
    data: await signedNdasOfListing(deps.database.db, await requireUser(request), request.params.id),
  }));
};
