import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earnoutRouteSchemas } from '../../../contracts/earnout/route-schemas';
import { earnoutRoutes as endpoints } from '../../../contracts/earnout/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { contentDisposition } from '../../platform/http/file-download';
import { earnoutCsv } from './earnout-csv';
import { actOnEarnout, periodHistory, readEarnout, type EarnoutActor } from './earnout.service';

/** docs/api.md "Closing room, client notices, earn-out": the earn-out, its CSV, a month's history and the five actions. */
export const earnoutRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, endpoints, earnoutRouteSchemas);
  const actorOf = async (request: FastifyRequest): Promise<EarnoutActor> => ({
    user: await requireUser(request),
    impersonating: Boolean((await request.session())?.impersonatorId),
  });
  const access = { config: { access: 'full-access' as const } };

  serve.show(access, async (request) => readEarnout(deps, await requireUser(request), request.params.id));

  serve.export(access, async (request, reply) => {
    const csv = earnoutCsv(await readEarnout(deps, await requireUser(request), request.params.id));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(`earn-out-deal-${request.params.id}.csv`))
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });

  serve.history(access, async (request) => periodHistory(deps, await requireUser(request), request.params.id, request.params.month));

  serve.report(access, async (request) =>
    actOnEarnout(deps, await actorOf(request), request.params.id, request.params.month, { kind: 'reported', ...request.body }),
  );
  serve.correct(access, async (request) =>
    actOnEarnout(deps, await actorOf(request), request.params.id, request.params.month, { kind: 'corrected', ...request.body }),
  );
  serve.confirm(access, async (request) =>
    actOnEarnout(deps, await actorOf(request), request.params.id, request.params.month, { kind: 'confirmed', ...request.body }),
  );
  serve.dispute(access, async (request) =>
    actOnEarnout(deps, await actorOf(request), request.params.id, request.params.month, { kind: 'disputed', ...request.body }),
  );
  serve.paid(access, async (request) =>
    actOnEarnout(deps, await actorOf(request), request.params.id, request.params.month, { kind: 'paid', ...request.body }),
  );
};
