/** The staff calls of docs/api.md "Calls" (users, impersonation), typed by contracts/admin. */
import type { AdminUser, AdminUserDetail, AdminUserList, AdminUsersQueryParams } from '../../../contracts/admin/admin';
import { adminUserRoutes } from '../../../contracts/admin/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export const adminKeys = {
  all: ['admin', 'users'] as const,
  list: (params: AdminUsersQueryParams) => ['admin', 'users', 'list', params] as const,
  detail: (id: number) => ['admin', 'users', 'detail', id] as const,
};

export async function fetchUsers(params: AdminUsersQueryParams, signal?: AbortSignal, client: ApiClient = api): Promise<AdminUserList> {
  return callApi(adminUserRoutes.list, { query: params, signal, client });
}

export async function fetchUserDetail(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<AdminUserDetail> {
  return callApi(adminUserRoutes.show, { params: { id }, signal, client });
}

/** POST /users/{id} with `_method=PUT` and active (docs/api.md "Calls"); resolves to the server's message and the user. */
export async function setUserActive(id: number, active: boolean, client: ApiClient = api): Promise<{ message: string; user: AdminUser }> {
  return callApi(adminUserRoutes.setActive, { params: { id }, form: { active }, client });
}

/** DELETE /users/{id} with the typed full name as confirmation. */
export async function deleteUser(id: number, confirmName: string, client: ApiClient = api): Promise<string> {
  return (await callApi(adminUserRoutes.remove, { params: { id }, body: { confirm_name: confirmName }, client })).message;
}
