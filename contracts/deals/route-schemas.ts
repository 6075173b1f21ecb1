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
} from './deals';
import { ListingParamsSchema } from '../listings/route-schemas';
import type { RouteSchemas } from '../common/route-map';

const tags = ['deals'];

/** The schemas of the pipeline's endpoints (paths in ./routes.ts): docs/api.md "Calls", "Deals". */
export const dealRouteSchemas = {
  stages: {
    summary: 'The pipeline stages in order (retired ones flagged; they keep their deals)',
    tags,
    response: { 200: DealStageListSchema },
  },
  createStage: {
    summary: 'Staff: add an open stage, placed before the closing stages',
    tags,
    body: CreateDealStageSchema,
    response: { 201: DealStageSchema },
  },
  reorderStages: {
    summary: 'Staff: reorder the stages (every stage id once, in the new order)',
    tags,
    body: ReorderDealStagesSchema,
    response: { 200: DealStageListSchema },
  },
  updateStage: {
    summary: 'Staff: rename a stage, change its checklist, retire it or bring it back',
    tags,
    params: DealParamsSchema,
    body: UpdateDealStageSchema,
    response: { 200: DealStageSchema },
  },
  list: {
    summary: "The caller's deals on one side (`side=buyer|seller`; staff may omit it to see all), paginated",
    tags,
    querystring: DealListQuerySchema,
    response: { 200: DealListSchema },
  },
  show: {
    summary: 'One deal with its history (its buyer, its seller and staff; 404 for anyone else)',
    tags,
    params: DealParamsSchema,
    response: { 200: DealDetailSchema },
  },
  move: {
    summary: 'Move the deal to another stage; the other side is notified. Lost asks `reason`; won may `mark_listing_sold`',
    tags,
    params: DealParamsSchema,
    body: UpdateDealStageBodySchema,
    response: { 200: DealDetailSchema },
  },
  setLikelihood: {
    summary: 'Set the likelihood of closing (an integer 0–100)',
    tags,
    params: DealParamsSchema,
    body: UpdateLikelihoodBodySchema,
    response: { 200: DealDetailSchema },
  },
  recordClientNotice: {
    summary: 'The seller records the date the ABA Model Rule 1.17 client notices went out; the 90-day window starts',
    tags,
    params: DealParamsSchema,
    body: ClientNoticeBodySchema,
    response: { 200: DealDetailSchema },
  },
  submitConflictList: {
    summary: "Conflict check: the caller's client and adverse-party names (one a line, or CSV), sealed; compared once both sides' are in",
    tags,
    params: DealParamsSchema,
    body: ConflictListBodySchema,
    response: { 200: DealDetailSchema },
  },
  answerConflictCheck: {
    summary: 'Conflict check: the caller confirms no conflict or conflict found; with both answers it completes',
    tags,
    params: DealParamsSchema,
    body: ConflictAnswerBodySchema,
    response: { 200: DealDetailSchema },
  },
  restartConflictCheck: {
    summary: 'Conflict check: start over (lists and results deleted)',
    tags,
    params: DealParamsSchema,
    response: { 200: DealDetailSchema },
  },
  openDeals: {
    summary: "The listing's deals not yet closed, with their buyer (owner or staff): whom to name when disabling as sold here",
    tags,
    params: ListingParamsSchema,
    response: { 200: OpenDealListSchema },
  },
} satisfies RouteSchemas;
