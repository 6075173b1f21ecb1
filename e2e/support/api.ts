import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3310';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API like the SPA does: cookies kept in the context, the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN.
 * Built on a browser context's `request` it shares that context's cookies, so a login here logs the page in.
 */
export class Api {
  constructor(readonly context: APIRequestContext) {}

  /** A stand-alone context (its own cookie jar), e.g. a second browser's worth of session. */
  static async standalone(): Promise<Api> {
    return new Api(await request.newContext({ baseURL: BASE_URL }));
  }

  private async xsrfToken(): Promise<string | undefined> {
    const { cookies } = await this.context.storageState();
    const cookie = cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
    return cookie ? decodeURIComponent(cookie.value) : undefined;
  }

  /** The raw response; the token rotates with the session, so unsafe calls fetch the current one first. */
  async send(method: Method, path: string, data?: unknown): Promise<APIResponse> {
    if (UNSAFE.has(method) || !(await this.xsrfToken())) await this.context.get(`${BASE_URL}/api/csrf-cookie`);
    const token = await this.xsrfToken();
    return this.context.fetch(`${BASE_URL}/api${path}`, {
      method,
      data,
      headers: { Accept: 'application/json', ...(token ? { 'X-XSRF-TOKEN': token } : {}) },
      maxRedirects: 0,
    });
  }

  /** The JSON body of a call that must succeed (any 2xx); fails the test with the server's answer otherwise. */
  async ok<T = unknown>(method: Method, path: string, data?: unknown): Promise<T> {
    const response = await this.send(method, path, data);
    const text = await response.text();
    expect(response.ok(), `${method} ${path} → ${response.status()} ${text}`).toBe(true);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
  }
}
