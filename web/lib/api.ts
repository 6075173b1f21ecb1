/**
 * The API client of docs/api.md "Calls"; docs/product.md "Messages".
 *
 * - Base `/api`, cookies sent, every request carries `X-Timezone` and (when the cookie exists) `X-XSRF-TOKEN`.
 * - Before every POST/PUT/PATCH/DELETE, and before any request while the XSRF-TOKEN cookie is missing, the client
 *   fetches `GET /api/csrf-cookie`.
 * - A 419 (expired anti-forgery token) calls the registered 419 handlers, clears the old XSRF cookies, fetches a new
 *   one and retries the request once.
 * - For the csrf-cookie, broadcasting-auth, chats and messages paths, a new request cancels an earlier identical one
 *   still in flight (same method, path, query and body); the cancelled caller gets an ApiError with `cancelled`.
 *
 * Which failures are "bad requests" (docs/product.md "Messages"): every 4xx response except a 419 that survived its retry. The server
 * refused the request as sent and said why (401, 403, 404, 409, 422 field errors, 423, 429 …), so the caller decides
 * what to show and the client stays silent. Everything else — 5xx, a 419 after the retry, no response at all
 * (network down, timeout) — is logged and toasted `An error occurred.`, unless the call passes `silent: true`
 * because it shows its own error state. Cancellations are neither logged nor toasted.
 */
import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { clearCookie, readCookie } from './cookies';
import { notify } from './toast';

export const API_BASE = '/api';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const TIMEZONE_HEADER = 'X-Timezone';
export const CSRF_COOKIE_PATH = '/csrf-cookie';
export const GENERIC_ERROR_MESSAGE = 'An error occurred.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CANCELLABLE_PATHS = [/^\/csrf-cookie$/, /^\/broadcasting\/auth$/, /^\/chats(\/|$)/, /^\/messages(\/|$)/];

export interface ApiResponse<T> {
  data: T;
  status: number;
}

export type FieldErrors = Record<string, string[]>;

export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller shows its own error state: no `An error occurred.` toast (the error is still logged). */
  silent?: boolean;
  /** For uploads: called with the share of the body sent so far (0–1) as it goes. */
  onUploadProgress?: (fraction: number) => void;
}

type OverrideMethod = 'PUT' | 'PATCH' | 'DELETE';
type FormValue = string | number | boolean | Blob | null | undefined | readonly (string | number | boolean | Blob)[];
export type FormFields = Record<string, FormValue>;

export class ApiError extends Error {
  constructor(
    message: string,
    /** The response status, or null when no response came (network failure, cancellation). */
    readonly status: number | null,
    readonly data: unknown = null,
    readonly errors: FieldErrors = {},
    readonly cancelled = false,
    /** Seconds from a 429's Retry-After header. */
    readonly retryAfter: number | null = null,
    /** A 429 of the API's coarse rate limit (it carries X-RateLimit-Limit), not of a form's own limit. */
    readonly coarseLimit = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message for a field, as forms show it beside the input. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The server asked the whole app to wait: the coarse rate limit of the API (a 429 carrying `X-RateLimit-Limit`; the
 * sensitive limits of login, codes and resets are the form's to show) or the service being unavailable (503, e.g.
 * while the database restarts). Both say when to retry.
 */
export interface ServiceNotice {
  status: 429 | 503;
  message: string;
  /** Seconds to wait, from Retry-After. */
  retryAfter: number;
}

const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** The notice an ApiError carries, or null; with `anyLimit`, a form's own 429 too. */
export function serviceNoticeOf(error: unknown, { anyLimit = false }: { anyLimit?: boolean } = {}): ServiceNotice | null {
  if (!isApiError(error)) return null;
  const limited = error.status === 429 && (anyLimit || error.coarseLimit);
  if (error.status !== 503 && !limited) return null;
  return { status: error.status as 429 | 503, message: error.message, retryAfter: error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS };
}

export interface ApiClientOptions {
  /** Replaces the network (tests). */
  adapter?: AxiosAdapter;
  /** Shows the generic failure message; a toast by default. */
  reportError?: (message: string) => void;
  logError?: (message: string, error: unknown) => void;
  timeZone?: () => string;
}

interface ApiRequest extends AxiosRequestConfig {
  silent?: boolean;
  /** Already retried after a 419. */
  retried?: boolean;
  /** The CSRF cookie was fetched just for this request (the 419 retry), so do not fetch it again. */
  csrfFetched?: boolean;
}

/** Temporal, where the browser has it (Chromium 144 and later); TypeScript's DOM library does not know it yet. */
const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;

/**
 * The browser's time zone, read at most once a minute. Temporal answers in a fraction of a millisecond; resolving it
 * through an Intl formatter costs a slow phone ~60 ms the first time, on the way to the first request, and more than
 * the rest of a request's set-up each time after (issue #16). A zone changed while the app is open is picked up within
 * the minute.
 */
const browserTimeZone = (() => {
  let zone = '';
  let readAt = -Infinity;
  return () => {
    const now = Date.now();
    if (now - readAt >= 60_000) {
      zone = temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
      readAt = now;
    }
    return zone;
  };
})();

function relativePath(url: string | undefined): string {
  const path = (url ?? '').split('?')[0] ?? '';
  return path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
}

function stable(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (value instanceof URLSearchParams) return value.toString();
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    return [...value.entries()]
      .map(([key, entry]) => `${key}=${typeof entry === 'string' ? entry : `file:${entry.name}:${entry.size}:${entry.lastModified}`}`)
      .join('&');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify(entries.map(([key, entry]) => [key, typeof entry === 'object' ? stable(entry) : entry]));
  }
  return String(value);
}

/** Identical requests share a key: method, path, query and body. Only the cancellable paths get one. */
function cancellationKey(config: ApiRequest): string | null {
  const path = relativePath(config.url);
  if (!CANCELLABLE_PATHS.some((pattern) => pattern.test(path))) return null;
  return [(config.method ?? 'get').toUpperCase(), config.url, stable(config.params), stable(config.data)].join(' ');
}

function toApiError(caught: unknown): ApiError {
  if (!axios.isAxiosError(caught) || !caught.response) {
    return new ApiError(GENERIC_ERROR_MESSAGE, null);
  }
  const { status, data, headers } = caught.response;
  const body = (data && typeof data === 'object' ? data : {}) as { message?: unknown; errors?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : GENERIC_ERROR_MESSAGE;
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : {};
  const headerOf = (name: string) => (headers as Record<string, unknown> | undefined)?.[name];
  const retryAfterHeader = Number(headerOf('retry-after') ?? NaN);
  const retryAfter = Number.isFinite(retryAfterHeader) ? retryAfterHeader : null;
  return new ApiError(message, status, data, errors, false, retryAfter, status === 429 && headerOf('x-ratelimit-limit') !== undefined);
}

/** Builds a form-encoded body, or multipart when a file is among the fields; booleans travel as 1/0. */
export function formBody(fields: FormFields): URLSearchParams | FormData {
  const values = Object.values(fields).flatMap((value) => (Array.isArray(value) ? value : [value]));
  const hasFile = values.some((value) => typeof Blob !== 'undefined' && value instanceof Blob);
  const body = hasFile ? new FormData() : new URLSearchParams();
  const append = (key: string, value: string | number | boolean | Blob) => {
    if (value instanceof Blob) (body as FormData).append(key, value);
    else body.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) body.append(key, '');
    else if (Array.isArray(value)) for (const item of value) append(`${key}[]`, item);
    else append(key, value as string | number | boolean | Blob);
  }
  return body;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const reportError = options.reportError ?? ((message: string) => notify(message, 'error'));
  const logError = options.logError ?? ((message: string, error: unknown) => console.error(message, error));
  const timeZone = options.timeZone ?? browserTimeZone;
  const csrfExpiredHandlers = new Set<() => void>();
  const serviceNoticeHandlers = new Set<(notice: ServiceNotice) => void>();
  const inFlight = new Map<string, AbortController>();

  const http = axios.create({
    baseURL: API_BASE,
    withCredentials: true,
    // The interceptor below sets the XSRF header itself, for every request, from the current cookie.
    withXSRFToken: false,
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  http.interceptors.request.use((config) => {
    config.headers.set(TIMEZONE_HEADER, timeZone());
    const token = readCookie(XSRF_COOKIE);
    if (token) config.headers.set(XSRF_HEADER, token);
    return config;
  });

  function run<T>(config: ApiRequest): Promise<AxiosResponse<T>> {
    const key = cancellationKey(config);
    if (!key) return http.request<T>(config);
    inFlight.get(key)?.abort();
    const controller = new AbortController();
    config.signal?.addEventListener?.('abort', () => controller.abort());
    inFlight.set(key, controller);
    return http.request<T>({ ...config, signal: controller.signal }).finally(() => {
      if (inFlight.get(key) === controller) inFlight.delete(key);
    });
  }

  let latestCsrf: Promise<void> | null = null;

  /** Fetches a fresh XSRF-TOKEN cookie. When a newer fetch cancels this one, waits for the newer one instead. */
  function fetchCsrfCookie(): Promise<void> {
    const settled: Promise<void> = run({ method: 'get', url: CSRF_COOKIE_PATH }).then(
      () => undefined,
      (error: unknown) => {
        if (axios.isCancel(error) && latestCsrf && latestCsrf !== settled) return latestCsrf;
        throw error;
      },
    );
    latestCsrf = settled;
    return settled;
  }

  function fail(caught: unknown, config: ApiRequest): never {
    if (axios.isCancel(caught)) throw new ApiError('The request was cancelled.', null, null, {}, true);
    const error = toApiError(caught);
    const notice = serviceNoticeOf(error);
    if (notice) for (const handler of serviceNoticeHandlers) handler(notice);
    const badRequest = error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 419;
    if (badRequest) throw error;
    logError(`[api] ${(config.method ?? 'get').toUpperCase()} ${config.url} failed (${error.status ?? 'no response'})`, caught);
    if (!config.silent) reportError(GENERIC_ERROR_MESSAGE);
    throw error;
  }

  async function send<T>(config: ApiRequest): Promise<ApiResponse<T>> {
    const method = (config.method ?? 'get').toUpperCase();
    try {
      const needsCsrf = relativePath(config.url) !== CSRF_COOKIE_PATH && !config.csrfFetched;
      if (needsCsrf && (UNSAFE_METHODS.has(method) || !readCookie(XSRF_COOKIE))) await fetchCsrfCookie();
      const response = await run<T>(config);
      return { data: response.data, status: response.status };
    } catch (caught) {
      if (axios.isAxiosError(caught) && caught.response?.status === 419) {
        for (const handler of csrfExpiredHandlers) handler();
        if (!config.retried) {
          try {
            clearCookie(XSRF_COOKIE);
            await fetchCsrfCookie();
          } catch (csrfFailure) {
            return fail(csrfFailure, config);
          }
          return send<T>({ ...config, retried: true, csrfFetched: true });
        }
      }
      return fail(caught, config);
    }
  }

  const request = <T>(method: string, url: string, data: unknown, requestOptions: RequestOptions = {}) =>
    send<T>({
      method,
      url,
      data,
      params: requestOptions.params,
      headers: requestOptions.headers,
      signal: requestOptions.signal,
      silent: requestOptions.silent,
      ...(requestOptions.onUploadProgress
        ? {
            onUploadProgress: (event: { loaded: number; total?: number }) =>
              requestOptions.onUploadProgress!(event.total ? Math.min(1, event.loaded / event.total) : 0),
          }
        : {}),
    });

  return {
    get: <T = unknown>(url: string, requestOptions?: RequestOptions) => request<T>('get', url, undefined, requestOptions),
    post: <T = unknown>(url: string, data?: unknown, requestOptions?: RequestOptions) => request<T>('post', url, data, requestOptions),
    put: <T = unknown>(url: string, data?: unknown, requestOptions?: RequestOptions) => request<T>('put', url, data, requestOptions),
    patch: <T = unknown>(url: string, data?: unknown, requestOptions?: RequestOptions) => request<T>('patch', url, data, requestOptions),
    delete: <T = unknown>(url: string, data?: unknown, requestOptions?: RequestOptions) => request<T>('delete', url, data, requestOptions),
    /** A POST carrying `_method` (docs/api.md "Calls" method override), form-encoded or multipart when a file is included. */
    override: <T = unknown>(method: OverrideMethod, url: string, fields: FormFields, requestOptions?: RequestOptions) =>
      request<T>('post', url, formBody({ ...fields, _method: method }), requestOptions),
    csrfCookie: fetchCsrfCookie,
    /** Registers a handler called on every 419 response (before the retry); returns its removal. */
    onCsrfExpired(handler: () => void): () => void {
      csrfExpiredHandlers.add(handler);
      return () => csrfExpiredHandlers.delete(handler);
    },
    /** Registers a handler called when the server asks the app to wait (coarse rate limit, 503); returns its removal. */
    onServiceNotice(handler: (notice: ServiceNotice) => void): () => void {
      serviceNoticeHandlers.add(handler);
      return () => serviceNoticeHandlers.delete(handler);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. */
export const api = createApiClient();
