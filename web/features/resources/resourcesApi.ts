/** The resource calls of docs/api.md "Calls", typed by contracts/resources. */
import type { Resource, ResourceFields, ResourceList, ResourceListResult } from '../../../contracts/resources/resources';
import { resourceRoutes } from '../../../contracts/resources/routes';
import { endpointUrl } from '../../../contracts/common/route-map';
import { api, formBody, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

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
): Promise<ResourceListResult> {
  const params: Record<string, string> = { audience: list };
  if (filters.search) params.search = filters.search;
  if (filters.category) params.category = filters.category;
  return callApi(resourceRoutes.list, { query: params, signal, client });
}

export async function fetchResource(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<Resource> {
  return callApi(resourceRoutes.show, { params: { id }, signal, client });
}

export interface ResourceSave extends ResourceFields {
  file?: File | null;
  remove_file?: boolean;
}

/** POST /resources, or POST /resources/{id} with _method=PUT; multipart when a file is attached. */
export async function saveResource(id: number | null, fields: ResourceSave, client: ApiClient = api): Promise<Resource> {
  const { file, remove_file, ...rest } = fields;
  const body = { ...rest, ...(file ? { file } : {}), ...(remove_file ? { remove_file: true } : {}) };
  if (id === null) return callApi(resourceRoutes.create, { body: formBody(body), client });
  return callApi(resourceRoutes.update, { params: { id }, form: body, client });
}

export async function deleteResource(id: number, client: ApiClient = api) {
  await callApi(resourceRoutes.remove, { params: { id }, client });
}

export async function reorderResources(list: ResourceList, order: number[], client: ApiClient = api): Promise<ResourceListResult> {
  return callApi(resourceRoutes.reorder, { body: { audience: list, order }, client });
}

export const resourceFileUrl = (id: number) => endpointUrl(resourceRoutes.file, { params: { id } });
