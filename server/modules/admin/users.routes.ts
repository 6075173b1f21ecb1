import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUsersQuerySchema,
  DeleteUserSchema,
  MessageResponseSchema,
  SetUserActiveResponseSchema,
  SetUserActiveSchema,
} from '../../../contracts/admin';
import { IdParamsSchema } from '../../../contracts/common';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { recentAuditEntries } from '../audit/audit.query';
import { toAdminUser } from './admin-user';
import { listUsersForStaff } from './users.query';
import { deleteUser, findUserOrFail, setUserActive } from './users.service';

const tags = ['admin'];

/** The staff users table (SPEC.md §6, §7): list, detail with the audit trail, set active, delete. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Users for staff: search, filters, sort, pages',
        tags,
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'A user with the recent writes staff made as them',
        tags,
        params: IdParamsSchema,
        response: { 200: AdminUserDetailSchema },
      },
    },
    async (request) => {
      const user = await findUserOrFail(deps, request.params.id);
      return { user: toAdminUser(user), audit_entries: await recentAuditEntries(deps.database.db, user.id) };
    },
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Set a user active or inactive (also POST with _method=PUT)',
        tags,
        params: IdParamsSchema,
        body: SetUserActiveSchema,
        response: { 200: SetUserActiveResponseSchema },
      },
    },
    async (request) => {
      const staff = await requireUser(request);
      const { message, user } = await setUserActive(deps, staff, request.params.id, request.body.active);
      return { message, user: toAdminUser(user) };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Delete a user with their listings, files and sessions; confirm_name must be the user's full name",
        tags,
        params: IdParamsSchema,
        body: DeleteUserSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const staff = await requireUser(request);
      const { message, orphanedFiles } = await deleteUser(deps, staff, request.params.id, request.body.confirm_name);
      if (orphanedFiles.length > 0) request.log.warn({ orphanedFiles }, 'files of a deleted user could not be removed');
      return { message };
    },
  );
};
