import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { impersonationRouteSchemas } from '../../../contracts/impersonation/route-schemas';
import { impersonationRoutes as routes } from '../../../contracts/impersonation/routes';
import type { AppDeps } from '../../platform/deps';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { toAdminUser } from '../admin/admin-user';
import { leaveImpersonation, takeImpersonation } from './impersonation.service';

/**
 * Staff acting as a user (docs/product.md "Roles"; docs/api.md "Calls"). The three calls are GETs, as the API has them. Take and leave switch
 * the session, and a SameSite=Lax cookie still rides on a top-level navigation from another site, so they answer
 * only the app itself (`sideEffect: 'app'`: same origin and the anti-forgery header).
 */
export const impersonationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, routes, impersonationRouteSchemas);

  serve.take({ config: { access: 'admin', sideEffect: 'app' } }, async (request, reply) => {
    const target = await takeImpersonation(deps, request, reply, request.params.id);
    return { is_impersonating: true as const, user: toAdminUser(target) };
  });

  serve.leave({ config: { access: 'onboarding', sideEffect: 'app' } }, async (request, reply) => {
    await leaveImpersonation(deps, request, reply);
    return { is_impersonating: false };
  });

  serve.check({ config: { access: 'onboarding' } }, async (request) => {
    const session = await request.session();
    return { is_impersonating: Boolean(session?.impersonatorId) };
  });
};
