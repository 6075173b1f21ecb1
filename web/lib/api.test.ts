import { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, formBody, GENERIC_ERROR_MESSAGE } from './api';
import { clearCookie, readCookie } from './cookies';

interface Reply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** A network stand-in: records every request, answers through `handler`, honours abort signals like axios does. */
function fakeServer(handler: Handler) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      calls.push(config);
      const signal = config.signal as AbortSignal | undefined;
      const abort = () => reject(new CanceledError(undefined, undefined, config));
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort);
      void Promise.resolve()
        .then(() => handler(config))
        .then((reply) => {
          const response: AxiosResponse = {
            data: reply.data ?? '',
            status: reply.status,
            statusText: '',
            headers: reply.headers ?? {},
            config,
          };
          if (reply.status < 400) resolve(response);
          else
            reject(new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response));
        }, reject);
    });
  const paths = () => calls.map((call) => `${call.method?.toUpperCase()} ${call.url}`);
  return { adapter, calls, paths };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const setXsrf = (value: string) => (document.cookie = `XSRF-TOKEN=${value}; path=/`);

/** The usual server: the csrf endpoint sets a fresh cookie, everything else answers 200 with its path. */
const csrfAware =
  (rest: Handler = (config) => ({ status: 200, data: { path: config.url } })): Handler =>
  (config) => {
    if (config.url === '/csrf-cookie') {
      setXsrf('token-1');
      return { status: 204 };
    }
    return rest(config);
  };

function client(handler: Handler) {
  const server = fakeServer(handler);
  const reportError = vi.fn();
  const logError = vi.fn();
  const api = createApiClient({ adapter: server.adapter, reportError, logError, timeZone: () => 'America/Chicago' });
  return { api, server, reportError, logError };
}

beforeEach(() => clearCookie('XSRF-TOKEN'));
afterEach(() => clearCookie('XSRF-TOKEN'));

describe('requests', () => {
  it('go to /api with credentials and return data plus status', async () => {
    setXsrf('present');
    const { api, server } = client(() => ({ status: 201, data: { id: 7 } }));
    await expect(api.get('/profile')).resolves.toEqual({ data: { id: 7 }, status: 201 });
    expect(server.calls[0]!.baseURL).toBe('/api');
    expect(server.calls[0]!.withCredentials).toBe(true);
  });

  it('carry the browser time zone on every request, the csrf fetch included', async () => {
    const { api, server } = client(csrfAware());
    await api.post('/auth/login', { email: 'a@b.c' });
    expect(server.paths()).toEqual(['GET /csrf-cookie', 'POST /auth/login']);
    for (const call of server.calls) expect(call.headers.get('X-Timezone')).toBe('America/Chicago');
  });

  it("by default send the browser's own zone, resolved once for a burst of requests", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const resolve = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    try {
      setXsrf('present');
      const server = fakeServer(() => ({ status: 200 }));
      const api = createApiClient({ adapter: server.adapter, reportError: vi.fn() });
      await Promise.all([api.get('/profile'), api.get('/listings'), api.get('/notifications/unread-count')]);
      const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(server.calls.map((call) => call.headers.get('X-Timezone'))).toEqual([zone, zone, zone]);
      expect(resolve).toHaveBeenCalledTimes(2); // once for the burst, once just above
      vi.advanceTimersByTime(60_000);
      await api.get('/profile');
      expect(resolve).toHaveBeenCalledTimes(3); // a minute later the zone is read again
    } finally {
      resolve.mockRestore();
      vi.useRealTimers();
    }
  });

  it('take the zone from Temporal where the browser has it', async () => {
    vi.resetModules();
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Lisbon' } });
    try {
      const { createApiClient: create } = await import('./api');
      setXsrf('present');
      const server = fakeServer(() => ({ status: 200 }));
      await create({ adapter: server.adapter, reportError: vi.fn() }).get('/profile');
      expect(server.calls[0]!.headers.get('X-Timezone')).toBe('Europe/Lisbon');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('send the XSRF-TOKEN cookie back as X-XSRF-TOKEN', async () => {
    setXsrf('abc%2Fdef');
    const { api, server } = client(() => ({ status: 200 }));
    await api.get('/profile');
    expect(server.calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc/def');
  });
});

describe('the anti-forgery cookie', () => {
  it('is fetched before every POST, PUT, PATCH and DELETE even when a cookie exists', async () => {
    setXsrf('old');
    const { api, server } = client(csrfAware());
    await api.post('/a');
    await api.put('/b');
    await api.patch('/c');
    await api.delete('/d');
    expect(server.paths()).toEqual([
      'GET /csrf-cookie',
      'POST /a',
      'GET /csrf-cookie',
      'PUT /b',
      'GET /csrf-cookie',
      'PATCH /c',
      'GET /csrf-cookie',
      'DELETE /d',
    ]);
    expect(server.calls[1]!.headers.get('X-XSRF-TOKEN')).toBe('token-1');
  });

  it('is fetched before a GET only when the cookie is missing', async () => {
    const { api, server } = client(csrfAware());
    await api.get('/profile');
    await api.get('/profile');
    expect(server.paths()).toEqual(['GET /csrf-cookie', 'GET /profile', 'GET /profile']);
  });

  it('on 419: calls the handler, clears the old cookie, fetches a new one and retries once', async () => {
    setXsrf('expired');
    let attempts = 0;
    const { api, server, reportError } = client((config) => {
      if (config.url === '/csrf-cookie') {
        // The old cookie must be gone before the new one is asked for.
        expect(readCookie('XSRF-TOKEN')).toBeNull();
        setXsrf('fresh');
        return { status: 204 };
      }
      attempts += 1;
      return attempts === 1 ? { status: 419, data: { message: 'CSRF token mismatch.' } } : { status: 200, data: 'ok' };
    });
    const handler = vi.fn();
    api.onCsrfExpired(handler);
    setXsrf('expired');
    await expect(api.get('/profile')).resolves.toEqual({ data: 'ok', status: 200 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(server.paths()).toEqual(['GET /profile', 'GET /csrf-cookie', 'GET /profile']);
    expect(server.calls[2]!.headers.get('X-XSRF-TOKEN')).toBe('fresh');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('retries a POST after 419 without fetching the cookie a third time', async () => {
    let posts = 0;
    const { api, server } = client(csrfAware(() => (++posts === 1 ? { status: 419 } : { status: 204 })));
    await expect(api.post('/auth/logout')).resolves.toEqual({ data: '', status: 204 });
    expect(server.paths()).toEqual(['GET /csrf-cookie', 'POST /auth/logout', 'GET /csrf-cookie', 'POST /auth/logout']);
  });

  it('gives up after one retry: a second 419 is logged, toasted and rejected', async () => {
    const { api, server, reportError, logError } = client(csrfAware(() => ({ status: 419, data: { message: 'CSRF token mismatch.' } })));
    const handler = vi.fn();
    const unregister = api.onCsrfExpired(handler);
    const failure = await api.post('/auth/login').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(419);
    expect(server.paths().filter((path) => path === 'POST /auth/login')).toHaveLength(2);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(reportError).toHaveBeenCalledWith(GENERIC_ERROR_MESSAGE);
    expect(logError).toHaveBeenCalledTimes(1);
    unregister();
    await api.post('/auth/login').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('cancelling earlier identical requests', () => {
  it.each(['/chats', '/chats/unread-chats', '/messages', '/broadcasting/auth'])(
    'cancels the earlier in-flight request to %s',
    async (path) => {
      setXsrf('present');
      const first = deferred<Reply>();
      let count = 0;
      const { api, reportError, logError } = client(csrfAware(() => (++count === 1 ? first.promise : { status: 200, data: 'second' })));
      const method = path === '/broadcasting/auth' ? api.post : api.get;
      const earlier = method(path).catch((error: unknown) => error);
      await vi.waitFor(() => expect(count).toBe(1));
      const later = await method(path);
      first.resolve({ status: 200, data: 'first' });
      const cancelled = await earlier;
      expect(cancelled).toBeInstanceOf(ApiError);
      expect((cancelled as ApiError).cancelled).toBe(true);
      expect(later.data).toBe('second');
      expect(reportError).not.toHaveBeenCalled();
      expect(logError).not.toHaveBeenCalled();
    },
  );

  it('keeps requests that differ in query or body, and every other path', async () => {
    setXsrf('present');
    const gate = deferred<void>();
    const { api } = client(async (config) => {
      await gate.promise;
      return { status: 200, data: `${config.url} ${JSON.stringify(config.params ?? {})}` };
    });
    const all = Promise.all([
      api.get('/messages', { params: { 'filter[chat_id]': 1 } }),
      api.get('/messages', { params: { 'filter[chat_id]': 2 } }),
      api.get('/listings'),
      api.get('/listings'),
    ]);
    gate.resolve();
    await expect(all).resolves.toHaveLength(4);
  });

  it('lets two POSTs that start together both succeed, although their csrf fetches replace each other', async () => {
    const csrfReplies: Array<ReturnType<typeof deferred<Reply>>> = [];
    const { api, server } = client((config) => {
      if (config.url === '/csrf-cookie') {
        const reply = deferred<Reply>();
        csrfReplies.push(reply);
        return reply.promise.then((value) => (setXsrf('token-2'), value));
      }
      return { status: 201, data: config.data };
    });
    const both = Promise.all([api.post('/chats', { subject: 'a' }), api.post('/listings', { title: 'b' })]);
    await vi.waitFor(() => expect(csrfReplies.length).toBeGreaterThan(0));
    // The first fetch was cancelled by the second (before or after reaching the network); only the last one answers.
    csrfReplies.at(-1)!.resolve({ status: 204 });
    const [chat, listing] = await both;
    expect(chat.status).toBe(201);
    expect(listing.status).toBe(201);
    expect(
      server
        .paths()
        .filter((path) => path.startsWith('POST'))
        .sort(),
    ).toEqual(['POST /chats', 'POST /listings']);
  });
});

describe('failures', () => {
  beforeEach(() => setXsrf('present'));

  it.each([400, 401, 403, 404, 422, 423, 429])('rejects a %i silently with the server message and field errors', async (status) => {
    const { api, reportError, logError } = client(() => ({
      status,
      data: { message: 'The email field is required.', errors: { email: ['The email field is required.'] } },
      headers: { 'retry-after': '30' },
    }));
    const failure = (await api.get('/profile').catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(status);
    expect(failure.message).toBe('The email field is required.');
    expect(failure.fieldError('email')).toBe('The email field is required.');
    expect(failure.retryAfter).toBe(30);
    expect(reportError).not.toHaveBeenCalled();
    expect(logError).not.toHaveBeenCalled();
  });

  it.each([500, 502, 503])('logs a %i, toasts "An error occurred." and rejects', async (status) => {
    const { api, reportError, logError } = client(() => ({ status, data: { message: 'Internal Server Error' } }));
    const failure = (await api.get('/profile').catch((error: unknown) => error)) as ApiError;
    expect(failure.status).toBe(status);
    expect(reportError).toHaveBeenCalledWith('An error occurred.');
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it("tells the service-notice handlers about a coarse-limit 429 and a 503, not about a form's own 429", async () => {
    const replies: Reply[] = [
      {
        status: 429,
        data: { message: 'Too many requests. Please try again in 17 seconds.' },
        headers: { 'retry-after': '17', 'x-ratelimit-limit': '1200' },
      },
      { status: 429, data: { message: 'Too many attempts. Please try again later.' }, headers: { 'retry-after': '60' } },
      { status: 503, data: { message: 'The service is briefly unavailable.' }, headers: { 'retry-after': '2' } },
      { status: 503, data: { message: 'The service is briefly unavailable.' } },
    ];
    const { api } = client(() => replies.shift()!);
    const notices: unknown[] = [];
    const stop = api.onServiceNotice((notice) => notices.push(notice));
    const coarse = (await api.get('/listings').catch((error: unknown) => error)) as ApiError;
    expect(coarse).toMatchObject({ status: 429, coarseLimit: true, retryAfter: 17 });
    await api.get('/auth/two-factor-generate-code').catch(() => undefined);
    await api.get('/listings').catch(() => undefined);
    await api.get('/listings').catch(() => undefined);
    expect(notices).toEqual([
      { status: 429, message: 'Too many requests. Please try again in 17 seconds.', retryAfter: 17 },
      { status: 503, message: 'The service is briefly unavailable.', retryAfter: 2 },
      { status: 503, message: 'The service is briefly unavailable.', retryAfter: 5 },
    ]);
    stop();
    replies.push({ status: 503, data: { message: 'x' } });
    await api.get('/listings').catch(() => undefined);
    expect(notices).toHaveLength(3);
  });

  it('logs and toasts a request that got no response', async () => {
    const { api, reportError, logError } = client(() => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK)));
    const failure = (await api.get('/profile').catch((error: unknown) => error)) as ApiError;
    expect(failure.status).toBeNull();
    expect(failure.cancelled).toBe(false);
    expect(reportError).toHaveBeenCalledWith(GENERIC_ERROR_MESSAGE);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('does not toast a silent call, but still logs it', async () => {
    const { api, reportError, logError } = client(() => ({ status: 500 }));
    await expect(api.get('/profile', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(reportError).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('treats a failed csrf fetch before a POST like any other failure', async () => {
    const { api, server, reportError } = client((config) => (config.url === '/csrf-cookie' ? { status: 503 } : { status: 200 }));
    await expect(api.post('/auth/login')).rejects.toMatchObject({ status: 503 });
    expect(server.paths()).toEqual(['GET /csrf-cookie']);
    expect(reportError).toHaveBeenCalledWith(GENERIC_ERROR_MESSAGE);
  });
});

describe('method override', () => {
  it('POSTs form-encoded fields with _method, booleans as 1/0', async () => {
    const { api, server } = client(csrfAware());
    await api.override('PUT', '/auth/user/profile-information', { first_name: 'Ada', has_accepted_terms: true, image: undefined });
    const sent = server.calls[1]!;
    expect(sent.method).toBe('post');
    expect(String(sent.headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded');
    expect(String(sent.data)).toBe('first_name=Ada&has_accepted_terms=1&_method=PUT');
  });

  it('switches to multipart when a file is among the fields', () => {
    const body = formBody({ image: new Blob(['x']), tags: ['a', 'b'] });
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).getAll('tags[]')).toEqual(['a', 'b']);
  });
});
