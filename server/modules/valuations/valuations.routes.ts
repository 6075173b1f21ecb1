import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateValuationSchema,
  UpdateValuationSchema,
  ValuationListSchema,
  ValuationParamsSchema,
  ValuationResponseSchema,
  ValuationSchema,
  ValuationsQuerySchema,
} from '../../../contracts/valuation-records';
import { VALUATION_MESSAGES } from '../../../contracts/valuations';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { sendFileDownload } from '../../platform/http/file-download';
import { DAY_MS, type ActionLimit } from '../../platform/http/action-limit';
import { valuationReport } from './valuation-completion.service';
import { isStaff } from './valuations.policy';
import { listValuations } from './valuations.query';
import { createValuation, updateValuation, valuationFor } from './valuations.service';

const tags = ['valuations'];

/** Saved valuations, expert requests and staff completion (SPEC.md §7 "Other"; API.md "Valuations"). */
/**
 * Saved valuations (each stored, and one sent to our experts lands in the staff's queue): a member values their
 * practice or a listing a few times; 30 a day is never met by hand and keeps a script from filling the queue.
 */
export const VALUATION_SAVES: ActionLimit = { action: 'valuation-save', max: 30, windowMs: DAY_MS, doing: 'saved valuations' };

export const valuationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/valuations',
    {
      config: { access: 'full-access' },
      schema: {
        summary:
          'Your valuations, newest first; staff pass scope=expert for the queue of expert valuation requests (search, status, side, assignee, pages)',
        tags,
        querystring: ValuationsQuerySchema,
        response: { 200: ValuationListSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const staff = isStaff(user);
      if (request.query.scope === 'expert' && !staff) throw forbidden(VALUATION_MESSAGES.staffOnly);
      const expert = request.query.scope === 'expert';
      return listValuations(
        deps.database.db,
        { ownerId: expert ? null : user.id, staffId: staff ? user.id : null, forStaff: expert },
        request.query,
      );
    },
  );

  app.post(
    '/valuations',
    {
      config: { access: 'full-access', actionLimit: VALUATION_SAVES },
      schema: {
        summary: 'Save an estimate (recomputed here), optionally on your listing or one you have access to, optionally sent to our experts',
        tags,
        body: CreateValuationSchema,
        response: { 201: ValuationResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createValuation(deps, await requireUser(request), request.body)),
  );

  app.get(
    '/valuations/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'One valuation: its owner and staff only (404 for anyone else)',
        tags,
        params: ValuationParamsSchema,
        response: { 200: ValuationSchema },
      },
    },
    async (request) => valuationFor(deps, await requireUser(request), request.params.id),
  );

  app.put(
    '/valuations/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary:
          'The owner changes an estimate or requests an expert valuation; staff assign, review and complete it (also POST with _method=PUT)',
        tags,
        params: ValuationParamsSchema,
        body: UpdateValuationSchema,
        response: { 200: ValuationResponseSchema },
      },
    },
    async (request) => updateValuation(deps, await requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/valuations/:id/report',
    {
      config: { access: 'full-access' },
      schema: { summary: 'The PDF report of a completed expert valuation (owner and staff only)', tags, params: ValuationParamsSchema },
    },
    async (request, reply) => {
      const { filename, object } = await valuationReport(deps, await requireUser(request), request.params.id);
      return sendFileDownload(reply, { name: filename, type: 'application/pdf', size: object.size, body: object.body });
    },
  );
};
