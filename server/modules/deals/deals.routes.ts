import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClientNoticeBodySchema,
  ConflictAnswerBodySchema,
  ConflictListBodySchema,
  CreateDealStageSchema,
  DealDetailSchema,
  DealListQuerySchema,
  DealListSchema,
  DealParamsSchema,
  DealStageListSchema,
  DealStageSchema,
  OpenDealListSchema,
  ReorderDealStagesSchema,
  UpdateDealStageBodySchema,
  UpdateDealStageSchema,
  UpdateLikelihoodBodySchema,
} from '../../../contracts/deals';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { ListingParamsSchema } from '../listings/listing-route-schemas';
import { manageableListing } from '../listings/listings.service';
import { answerConflictCheck, restartConflictCheck, submitConflictList } from './conflict-check.service';
import { recordImpersonatedSealedRead } from '../audit/audit.service';
import { consumeConflictSubmission } from './conflict-limits';
import { dealDetail, type DealViewer } from './deal-detail';
import { moveDealStage, recordClientNotice, setDealLikelihood } from './deal-pipeline.service';
import { createDealStage, listDealStages, reorderDealStages, updateDealStage } from './deal-stages.service';
import { listDeals } from './deals.query';
import { openDealsOfListing } from './open-deals.query';

const tags = ['deals'];

/** The pipeline (SPEC.md §7 Deals, API.md "Deals"): stages, the caller's deals, moving them, and staff's stage admin. */
export const dealsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  /** The caller, and the staff member acting as them while impersonating (conflict hits stay hidden from staff). */
  const viewerOf = async (request: FastifyRequest): Promise<DealViewer> => ({
    user: await requireUser(request),
    actingStaffId: (await request.session())?.impersonatorId ?? null,
  });
  const logPushErrors = (log: { warn: (obj: object, msg: string) => void }, errors: unknown[]) => {
    if (errors.length) log.warn({ errors: errors.map(String) }, 'deal changes stored but not pushed to every party');
  };

  app.get(
    '/deal-stages',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'The pipeline stages in order (retired ones flagged; they keep their deals)',
        tags,
        response: { 200: DealStageListSchema },
      },
    },
    async () => ({ data: await listDealStages(db) }),
  );

  app.post(
    '/deal-stages',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Staff: add an open stage, placed before the closing stages',
        tags,
        body: CreateDealStageSchema,
        response: { 201: DealStageSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createDealStage(db, request.body)),
  );

  app.put(
    '/deal-stages/order',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Staff: reorder the stages (every stage id once, in the new order)',
        tags,
        body: ReorderDealStagesSchema,
        response: { 200: DealStageListSchema },
      },
    },
    async (request) => ({ data: await reorderDealStages(db, request.body.ids) }),
  );

  app.put(
    '/deal-stages/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Staff: rename a stage, change its checklist, retire it or bring it back',
        tags,
        params: DealParamsSchema,
        body: UpdateDealStageSchema,
        response: { 200: DealStageSchema },
      },
    },
    async (request) => updateDealStage(db, request.params.id, request.body, deps.now()),
  );

  app.get(
    '/deals',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "The caller's deals on one side (`side=buyer|seller`; staff may omit it to see all), paginated",
        tags,
        querystring: DealListQuerySchema,
        response: { 200: DealListSchema },
      },
    },
    async (request) => listDeals(db, await requireUser(request), request.query),
  );

  app.get(
    '/deals/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'One deal with its history (its buyer, its seller and staff; 404 for anyone else)',
        tags,
        params: DealParamsSchema,
        response: { 200: DealDetailSchema },
      },
    },
    async (request) => {
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
    },
  );

  app.put(
    '/deals/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Move the deal to another stage; the other side is notified. Lost asks `reason`; won may `mark_listing_sold`',
        tags,
        params: DealParamsSchema,
        body: UpdateDealStageBodySchema,
        response: { 200: DealDetailSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { user } = viewer;
      const result = await moveDealStage(deps, user, request.params.id, request.body);
      logPushErrors(request.log, result.pushErrors);
      return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
    },
  );

  app.put(
    '/deals/:id/likelihood',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Set the likelihood of closing (an integer 0–100)',
        tags,
        params: DealParamsSchema,
        body: UpdateLikelihoodBodySchema,
        response: { 200: DealDetailSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { user } = viewer;
      await setDealLikelihood(deps, user, request.params.id, request.body.likelihood_of_closing);
      return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
    },
  );

  app.put(
    '/deals/:id/client-notice',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'The seller records the date the ABA Model Rule 1.17 client notices went out; the 90-day window starts',
        tags,
        params: DealParamsSchema,
        body: ClientNoticeBodySchema,
        response: { 200: DealDetailSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { user } = viewer;
      const result = await recordClientNotice(deps, user, request.params.id, request.body.sent_on);
      logPushErrors(request.log, result.pushErrors);
      return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
    },
  );

  app.put(
    '/deals/:id/conflict-list',
    {
      config: { access: 'full-access' },
      schema: {
        summary:
          "Conflict check: the caller's client and adverse-party names (one a line, or CSV), sealed; compared once both sides' are in",
        tags,
        params: DealParamsSchema,
        body: ConflictListBodySchema,
        response: { 200: DealDetailSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { user } = viewer;
      await consumeConflictSubmission(deps, request.params.id, user.id);
      await submitConflictList(deps, user, request.params.id, request.body.names, request.body.format ?? 'lines');
      return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
    },
  );

  app.put(
    '/deals/:id/conflict-check',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Conflict check: the caller confirms no conflict or conflict found; with both answers it completes',
        tags,
        params: DealParamsSchema,
        body: ConflictAnswerBodySchema,
        response: { 200: DealDetailSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { user } = viewer;
      await answerConflictCheck(deps, user, request.params.id, request.body.answer);
      return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
    },
  );

  app.delete(
    '/deals/:id/conflict-check',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Conflict check: start over (lists and results deleted)',
        tags,
        params: DealParamsSchema,
        response: { 200: DealDetailSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { user } = viewer;
      await restartConflictCheck(deps, user, request.params.id);
      return dealDetail(db, deps.config, viewer, request.params.id, deps.now());
    },
  );

  app.get(
    '/listings/:id/open-deals',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "The listing's deals not yet closed, with their buyer (owner or staff): whom to name when disabling as sold here",
        tags,
        params: ListingParamsSchema,
        response: { 200: OpenDealListSchema },
      },
    },
    async (request) => {
      await manageableListing(deps, await requireUser(request), request.params.id);
      return { data: await openDealsOfListing(deps.database.db, request.params.id) };
    },
  );
};
