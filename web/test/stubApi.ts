// The web tests' one way of faking the server: stub the app's API client (`api` in web/lib/api.ts) by "METHOD /path"
// with stubApi, and assert on the requests it recorded. The feature's *Api.ts functions, their paths, parameters and
// bodies, and the screen's query keys all run for real; a test does not `vi.mock` a feature's *Api module.
import { vi } from 'vitest';
import { api, ApiError, type ApiResponse, type RequestOptions } from '../lib/api';

type Reply = { status?: number; data?: unknown } | ApiError;
/** A reply, or a function of the request's body (and, for a POST, its options, e.g. to report upload progress). */
export type StubAnswer = Reply | ((body: unknown, options?: RequestOptions) => Reply | Promise<Reply>);

/**
 * Replaces the app's API client methods for a test: answers by "METHOD /path", records every call with its body.
 * Unlisted calls answer 404, as a route that does not exist yet would.
 */
export function stubApi(answers: Record<string, StubAnswer>) {
  const calls: Array<{ method: string; url: string; body: unknown; params?: unknown }> = [];
  const answer = async (
    method: string,
    url: string,
    body: unknown,
    params?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResponse<unknown>> => {
    calls.push({ method, url, body, params });
    let reply = answers[`${method} ${url}`];
    if (typeof reply === 'function') reply = await reply(body, options);
    if (!reply) throw new ApiError('Not found.', 404);
    if (reply instanceof ApiError) throw reply;
    return { data: reply.data ?? '', status: reply.status ?? 200 };
  };
  vi.spyOn(api, 'get').mockImplementation((url, options) => answer('GET', url, undefined, options?.params) as never);
  vi.spyOn(api, 'post').mockImplementation((url, data, options) => answer('POST', url, data, undefined, options) as never);
  vi.spyOn(api, 'put').mockImplementation((url, data) => answer('PUT', url, data) as never);
  vi.spyOn(api, 'patch').mockImplementation((url, data) => answer('PATCH', url, data) as never);
  vi.spyOn(api, 'delete').mockImplementation((url, data) => answer('DELETE', url, data) as never);
  vi.spyOn(api, 'override').mockImplementation((method, url, fields) => answer(`${method}(override)`, url, fields) as never);
  return { calls, called: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key) };
}

/** Answers the calls in turn, the last one again for any further call. */
export const inTurn =
  (...replies: Reply[]) =>
  (): Reply =>
    replies.length > 1 ? replies.shift()! : replies[0]!;

export const unprocessable = (message: string, errors: Record<string, string[]> = {}) =>
  new ApiError(message, 422, { message, errors }, errors);
