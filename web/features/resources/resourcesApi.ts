/** The resource calls of SPEC.md §7, typed by contracts/resources. */
import type { Resource, ResourceFields, ResourceList, ResourceListResult } from '../../../contracts/resources';
import { api, formBody, type ApiClient } from '../../lib/api';

export const resourceKeys = {
  all: ['resources'] as const,
  list: (list: ResourceList, filters: { search?: string; category?: string }) => ['resources', 'list', list, filters] as const,
  detail: (id: number) => ['resources', 'detail', id] as const,
};

export async function fetchResources(
  list: ResourceList,
  filters: { search?: string; category?: string },
  signal?: AbortSignal,
  client: ApiClient = api,
) {
  const params: Record<string, string> = { audience: list };
  if (filters.search) params.search = filters.search;
  if (filters.category) params.category = filters.category;
  const { data } = await client.get<ResourceListResult>('/resources', { params, signal });
  return data;
}

export async function fetchResource(id: number, signal?: AbortSignal, client: ApiClient = api) {
  const { data } = await client.get<Resource>(`/resources/${id}`, { signal });
  return data;
}

export interface ResourceSave extends ResourceFields {
  file?: File | null;
  remove_file?: boolean;
}

/** POST /resources, or POST /resources/{id} with _method=PUT; multipart when a file is attached. */
export async function saveResource(id: number | null, fields: ResourceSave, client: ApiClient = api) {
  const { file, remove_file, ...rest } = fields;
  const body = { ...rest, ...(file ? { file } : {}), ...(remove_file ? { remove_file: true } : {}) };
  if (id === null) {
    const { data } = await client.post<Resource>('/resources', formBody(body));
    return data;
  }
  const { data } = await client.override<Resource>('PUT', `/resources/${id}`, body);
  return data;
}

export async function deleteResource(id: number, client: ApiClient = api) {
  await client.delete(`/resources/${id}`);
}

export async function reorderResources(list: ResourceList, order: number[], client: ApiClient = api) {
  const { data } = await client.post<ResourceListResult>('/resources/update-orders', { audience: list, order });
  return data;
}

export const resourceFileUrl = (id: number) => `/api/resources/${id}/file`;
