import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { documentRouteSchemas } from '../../../contracts/documents/route-schemas';
import { documentRoutes } from '../../../contracts/documents/routes';
import { presentDocuments } from '../documents/documents.query';
import { findDocumentsEither } from '../documents/documents.service';
import { dealSideOf } from './deal.policy';
import { deals } from './deals.table';

/** The deal page's documents: the buyer's NDA of the listing and every document of the deal (LOI, agreement). */
export const dealDocumentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const serve = declaredRoutes(app, documentRoutes, documentRouteSchemas);
  serve.dealDocuments({ config: { access: 'full-access' } }, async (request) => {
    const user = await requireUser(request);
    const [deal] = await db.select().from(deals).where(eq(deals.id, request.params.id)).limit(1);
    if (!deal || dealSideOf(user, deal) === null) throw notFound();
    const rows = await findDocumentsEither(
      db,
      { dealId: deal.id },
      { kind: 'nda', listingId: deal.listingId, partyUserId: deal.buyerId ?? 0 },
    );
    return { data: await presentDocuments(db, rows) };
  });
};
