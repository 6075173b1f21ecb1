import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealRouteSchemas } from '../../../contracts/deals/route-schemas';
import { dealRoutes } from '../../../contracts/deals/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { manageableListing } from '../listings/listings.service';
import { answerConflictCheck, restartConflictCheck, submitConflictList } from './conflict-check.service';
import { recordImpersonatedSealedRead } from '../audit/audit.service';
import { consumeConflictSubmission } from './conflict-limits';
import { dealDetail, type DealViewer } from './deal-detail';
import { moveDealStage, recordClientNotice, setDealLikelihood } from './deal-pipeline.service';
import { createDealStage, listDealStages, reorderDealStages, updateDealStage } from './deal-stages.service';
import { listDeals } from './deals.query';
import { openDealsOfListing } from './open-deals.query';

/** The pipeline (docs/api.md "Calls", "Deals"): stages, the caller's deals, moving them, and staff's stage admin. */
export const dealsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const serve = declaredRoutes(app, dealRoutes, dealRouteSchemas);
  /** The caller, and the staff member acting as them while impersonating (conflict hits stay hidden from staff). */
  const viewerOf = async (request: FastifyRequest): Promise<DealViewer> => ({
    user: await requireUser(request),
    actingStaffId: (await request.session())?.impersonatorId ?? null,
  });
  const logPushErrors = (log: { warn: (obj: object, msg: string) => void }, errors: unknown[]) => {
    if (errors.length) log.warn({ errors: errors.map(String) }, 'deal changes stored but not pushed to every party');
  };

  serve.stages({ config: { access: 'full-access' } }, async () => ({ data: await listDealStages(db) }));

  serve.createStage({ config: { access: 'admin' } }, async (request, reply) =>
    reply.status(201).send(await createDealStage(db, request.body)),
  );

  serve.reorderStages({ config: { access: 'admin' } }, async (request) => ({ data: await reorderDealStages(db, request.body.ids) }));

  serve.updateStage({ config: { access: 'admin' } }, async (request) => updateDealStage(db, request.params.id, request.body, deps.now()));

  serve.list({ config: { access: 'full-access' } }, async (request) =>
    listDeals(db, await requireUser(request), request.query, deps.now()),
  );

  serve.show({ config: { access: 'full-access' } }, async (request) => {
    const viewer = await viewerOf(request);
    const detail = await dealDetail(db, deps.config, viewer, request.params.id, deps.now());
    // Staff acting as a member see the member's conflict results in counts: the read goes in the audit trail (the
    // write routes' answers are there already, as the writes).
    if (viewer.actingStaffId !== null && detail.conflict_check.hits_hidden) {
      await recordImpersonatedSealedRead(db, {
        staffId: viewer.actingStaffId,
        userId: viewer.user.id,
        method: request.method,
        route: request.routeOptions.url ?? '/api/deals/:id',
        status: 200,
        createdAt: deps.now(),
      });
    }
    return detail;
  });

  serve.move({ config: { access: 'full-access' } }, async (request) => {
    const viewer = await viewerOf(request);
    const { user } = viewer;
    const result = await moveDealStage(deps, user, request.params.id, request.body);
    logPushErrors(request.log, result.pushErrors);
    return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
  });

  serve.setLikelihood({ config: { access: 'full-access' } }, async (request) => {
    const viewer = await viewerOf(request);
    const { user } = viewer;
    await setDealLikelihood(deps, user, request.params.id, request.body.likelihood_of_closing);
    return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
  });

  serve.recordClientNotice({ config: { access: 'full-access' } }, async (request) => {
    const viewer = await viewerOf(request);
    const { user } = viewer;
    const result = await recordClientNotice(deps, user, request.params.id, request.body.sent_on);
    logPushErrors(request.log, result.pushErrors);
    return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
  });

  serve.submitConflictList({ config: { access: 'full-access' } }, async (request) => {
    const viewer = await viewerOf(request);
    const { user } = viewer;
    await consumeConflictSubmission(deps, request.params.id, user.id);
    await submitConflictList(deps, user, request.params.id, request.body.names, request.body.format ?? 'lines');
    return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
  });

  serve.answerConflictCheck({ config: { access: 'full-access' } }, async (request) => {
    const viewer = await viewerOf(request);
    const { user } = viewer;
    await answerConflictCheck(deps, user, request.params.id, request.body.answer);
    return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
  });

  serve.restartConflictCheck({ config: { access: 'full-access' } }, async (request) => {
    const viewer = await viewerOf(request);
    const { user } = viewer;
    await restartConflictCheck(deps, user, request.params.id);
    return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
  });

  serve.openDeals({ config: { access: 'full-access' } }, async (request) => {
    await manageableListing(deps, await requireUser(request), request.params.id);
    return { data: await openDealsOfListing(deps.database.db, request.params.id, deps.now()) };
  });
};
