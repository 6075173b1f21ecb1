/**
 * A typed call of a declared endpoint (contracts/common/route-map.ts) through the app's API client, so no path is written on
 * the web: `callApi(customizationRoutes.buyer, { signal, silent: true })`. The client's behaviour (XSRF, time zone,
 * silent, 419 retry, 503 notices) is unchanged: the call goes through its own get/post/put/delete, or through its
 * method override (a POST carrying `_method`) when `form` is set.
 */
import {
  endpointPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '../../contracts/common/route-map';
import { api, type ApiClient, type ApiResponse, type FormFields, type RequestOptions } from './api';

type HasParams<E extends Endpoint> = E['path'] extends `${string}:${string}` ? true : false;

export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'params'> & {
  /** Query parameters, serialised by axios as any request's `params`. */
  query?: [EndpointQuery<E>] extends [never] ? Record<string, unknown> : EndpointQuery<E> | Record<string, unknown>;
  /** The request body: JSON, or a FormData/URLSearchParams (an upload). */
  body?: [EndpointBody<E>] extends [never] ? unknown : EndpointBody<E> | FormData | URLSearchParams;
  /** Sends a PUT/PATCH/DELETE as a POST carrying `_method`, form-encoded (multipart with a file): docs/api.md "Calls". */
  form?: FormFields;
  /** The API client (tests pass their own). */
  client?: ApiClient;
} & (HasParams<E> extends true ? { params: EndpointParams<E> } : { params?: never });

type OverrideMethod = 'PUT' | 'PATCH' | 'DELETE';

/** Calls the endpoint and resolves to the whole response (status and body). */
export function requestApi<E extends Endpoint>(endpoint: E, ...[options]: OptionsArgument<E>): Promise<ApiResponse<EndpointResponse<E>>> {
  const {
    params,
    query,
    body,
    form,
    client = api,
    ...rest
  } = (options ?? {}) as CallOptions<Endpoint> & { params?: Record<string, unknown> };
  const url = endpointPath(endpoint, params);
  const requestOptions: RequestOptions = { ...(query === undefined ? {} : { params: query as Record<string, unknown> }), ...rest };
  // The client is called with only the arguments the call has (tests hold calls to their exact arguments).
  const tail = Object.keys(requestOptions).length > 0 ? [requestOptions] : [];
  type Result = Promise<ApiResponse<EndpointResponse<E>>>;
  if (form) return client.override(endpoint.method as OverrideMethod, url, form, ...tail) as Result;
  switch (endpoint.method) {
    case 'GET':
      return client.get(url, ...tail) as Result;
    case 'POST':
      return (body === undefined && tail.length === 0 ? client.post(url) : client.post(url, body, ...tail)) as Result;
    case 'PUT':
      return (body === undefined && tail.length === 0 ? client.put(url) : client.put(url, body, ...tail)) as Result;
    case 'PATCH':
      return (body === undefined && tail.length === 0 ? client.patch(url) : client.patch(url, body, ...tail)) as Result;
    case 'DELETE':
      return (body === undefined && tail.length === 0 ? client.delete(url) : client.delete(url, body, ...tail)) as Result;
  }
}

/** Calls the endpoint and resolves to its response body. */
export async function callApi<E extends Endpoint>(endpoint: E, ...options: OptionsArgument<E>): Promise<EndpointResponse<E>> {
  return (await requestApi(endpoint, ...options)).data;
}

/** Options are required when the path has parameters. */
type OptionsArgument<E extends Endpoint> = HasParams<E> extends true ? [options: CallOptions<E>] : [options?: CallOptions<E>];
