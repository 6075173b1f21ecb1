import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserRouteSchemas } from '../../../contracts/admin/route-schemas';
import { adminUserRoutes } from '../../../contracts/admin/routes';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { declaredRoutes } from '../../platform/http/declared-routes';
import { recentAuditEntries } from '../audit/audit.query';
import { toAdminUser } from './admin-user';
import { listUsersForStaff } from './users.query';
import { deleteUser, findUserOrFail, setUserActive } from './users.service';

/** The staff users table (docs/product.md "Roles"; docs/api.md "Calls"): list, detail with the audit trail, set active, delete. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, adminUserRoutes, adminUserRouteSchemas);

  serve.list({ config: { access: 'admin' } }, async (request) => {
    const query = request.query;
    return listUsersForStaff(deps.database.db, {
      filters: {
        search: query.search || query['filter[search]'] || undefined,
        userType: query['filter[user_type]'],
        role: query['filter[role]'],
        active: query['filter[active]'],
        verificationLevel: query['filter[verification_level]'],
      },
      sort: query.sort,
      page: query.page,
      perPage: query.per_page,
    });
  });

  serve.show({ config: { access: 'admin' } }, async (request) => {
    const user = await findUserOrFail(deps, request.params.id);
    return { user: toAdminUser(user), audit_entries: await recentAuditEntries(deps.database.db, user.id) };
  });

  serve.setActive({ config: { access: 'admin' } }, async (request) => {
    const staff = await requireUser(request);
    const { message, user } = await setUserActive(deps, staff, request.params.id, request.body.active);
    return { message, user: toAdminUser(user) };
  });

  serve.remove({ config: { access: 'admin' } }, async (request) => {
    const staff = await requireUser(request);
    const { message, orphanedFiles } = await deleteUser(deps, staff, request.params.id, request.body.confirm_name);
    if (orphanedFiles.length > 0) request.log.warn({ orphanedFiles }, 'files of a deleted user could not be removed');
    return { message };
  });
};
