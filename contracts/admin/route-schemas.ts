import {
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUsersQuerySchema,
  DeleteUserSchema,
  MessageResponseSchema,
  SetUserActiveResponseSchema,
  SetUserActiveSchema,
} from './admin';
import { IdParamsSchema } from '../common/common';
import type { RouteSchemas } from '../common/route-map';

const tags = ['admin'];

/** The schemas of the staff users table's endpoints (paths in ./routes.ts). */
export const adminUserRouteSchemas = {
  list: {
    summary: 'Users for staff: search, filters, sort, pages',
    tags,
    querystring: AdminUsersQuerySchema,
    response: { 200: AdminUserListSchema },
  },
  show: {
    summary: 'A user with the recent writes staff made as them',
    tags,
    params: IdParamsSchema,
    response: { 200: AdminUserDetailSchema },
  },
  setActive: {
    summary: 'Set a user active or inactive (also POST with _method=PUT)',
    tags,
    params: IdParamsSchema,
    body: SetUserActiveSchema,
    response: { 200: SetUserActiveResponseSchema },
  },
  remove: {
    summary: "Delete a user with their listings, files and sessions; confirm_name must be the user's full name",
    tags,
    params: IdParamsSchema,
    body: DeleteUserSchema,
    response: { 200: MessageResponseSchema },
  },
} satisfies RouteSchemas;
