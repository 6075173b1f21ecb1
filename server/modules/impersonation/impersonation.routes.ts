import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImpersonationCheckSchema, ImpersonationTakeSchema } from '../../../contracts/admin';
import { IdParamsSchema } from '../../../contracts/common';
import type { AppDeps } from '../../platform/deps';
import { toAdminUser } from '../admin/admin-user';
import { leaveImpersonation, takeImpersonation } from './impersonation.service';

const tags = ['impersonation'];

/**
 * Staff acting as a user (SPEC.md §6, §7). The three calls are GETs as SPEC.md lists them. Take and leave switch
 * the session, and a SameSite=Lax cookie still rides on a top-level navigation from another site, so they answer
 * only the app itself (`sideEffect: 'app'`: same origin and the anti-forgery header).
 */
export const impersonationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/impersonate/take/:id',
    {
      config: { access: 'admin', sideEffect: 'app' },
      schema: {
        summary: 'Act as a user (staff only; not staff accounts, not inactive users, not nested)',
        tags,
        params: IdParamsSchema,
        response: { 200: ImpersonationTakeSchema },
      },
    },
    async (request, reply) => {
      const target = await takeImpersonation(deps, request, reply, request.params.id);
      return { is_impersonating: true as const, user: toAdminUser(target) };
    },
  );

  app.get(
    '/impersonate/leave',
    {
      config: { access: 'onboarding', sideEffect: 'app' },
      schema: {
        summary: 'Stop acting as a user and return to the staff account (403 when not impersonating)',
        tags,
        response: { 200: ImpersonationCheckSchema },
      },
    },
    async (request, reply) => {
      await leaveImpersonation(deps, request, reply);
      return { is_impersonating: false };
    },
  );

  app.get(
    '/impersonate/check',
    {
      config: { access: 'onboarding' },
      schema: { summary: 'Whether staff are acting as the logged-in user', tags, response: { 200: ImpersonationCheckSchema } },
    },
    async (request) => {
      const session = await request.session();
      return { is_impersonating: Boolean(session?.impersonatorId) };
    },
  );
};
