import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VALUATION_MESSAGES } from '../../../contracts/valuations/valuations';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/http/access';
import { sendFileDownload } from '../../platform/http/file-download';
import { DAY_MS, type ActionLimit } from '../../platform/http/action-limit';
import { valuationReport } from './valuation-completion.service';
import { isStaff } from './valuations.policy';
import { listValuations } from './valuations.query';
import { createValuation, updateValuation, valuationFor } from './valuations.service';
import { valuationRouteSchemas } from '../../../contracts/valuations/route-schemas';
import { valuationRoutes } from '../../../contracts/valuations/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** Saved valuations, expert requests and staff completion (docs/api.md "Calls", "Valuations"). */
/**
 * Saved valuations (each stored, and one sent to our experts lands in the staff's queue): a member values their
 * practice or a listing a few times; 30 a day is never met by hand and keeps a script from filling the queue.
 */
export const VALUATION_SAVES: ActionLimit = { action: 'valuation-save', max: 30, windowMs: DAY_MS, doing: 'saved valuations' };

export const valuationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, valuationRoutes, valuationRouteSchemas);
  serve.list(
    {
      config: { access: 'full-access' },
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

  serve.create(
    {
      config: { access: 'full-access', actionLimit: VALUATION_SAVES },
    },
    async (request, reply) => reply.status(201).send(await createValuation(deps, await requireUser(request), request.body)),
  );

  serve.show(
    {
      config: { access: 'full-access' },
    },
    async (request) => valuationFor(deps, await requireUser(request), request.params.id),
  );

  serve.save(
    {
      config: { access: 'full-access' },
    },
    async (request) => updateValuation(deps, await requireUser(request), request.params.id, request.body),
  );

  serve.report(
    {
      config: { access: 'full-access' },
    },
    async (request, reply) => {
      const { filename, object } = await valuationReport(deps, await requireUser(request), request.params.id);
      return sendFileDownload(reply, { name: filename, type: 'application/pdf', size: object.size, body: object.body });
    },
  );
};
