/** The staff calls of SPEC.md §7 (users, impersonation), typed by contracts/admin. */
import type { AdminUser, AdminUserDetail, AdminUserList, AdminUsersQueryParams } from '../../../contracts/admin';
import { api, type ApiClient } from '../../lib/api';

export const adminKeys = {
  all: ['admin', 'users'] as const,
  list: (params: AdminUsersQueryParams) => ['admin', 'users', 'list', params] as const,
  detail: (id: number) => ['admin', 'users', 'detail', id] as const,
};

export async function fetchUsers(params: AdminUsersQueryParams, signal?: AbortSignal, client: ApiClient = api): Promise<AdminUserList> {
  const { data } = await client.get<AdminUserList>('/users', { params, signal });
  return data;
}

export async function fetchUserDetail(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<AdminUserDetail> {
  const { data } = await client.get<AdminUserDetail>(`/users/${id}`, { signal });
  return data;
}

/** POST /users/{id} with `_method=PUT` and active (SPEC.md §7); resolves to the server's message and the user. */
export async function setUserActive(id: number, active: boolean, client: ApiClient = api): Promise<{ message: string; user: AdminUser }> {
  const { data } = await client.override<{ message: string; user: AdminUser }>('PUT', `/users/${id}`, { active });
  return data;
}

/** DELETE /users/{id} with the typed full name as confirmation. */
export async function deleteUser(id: number, confirmName: string, client: ApiClient = api): Promise<string> {
  const { data } = await client.delete<{ message: string }>(`/users/${id}`, { confirm_name: confirmName });
  return data.message;
}
