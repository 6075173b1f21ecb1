import type { LightMyRequestResponse } from 'fastify';
import { csrfTokenFor } from '../platform/http/session.plugin';
import type { TestApp } from './app';

/** Requests through the real HTTP stack (Fastify inject) with a session's headers, for the API tests. */
export type Headers = Record<string, string>;

/** The cookie + X-XSRF-TOKEN headers of the session a response started (login, register, rotation). */
export function headersFrom(res: LightMyRequestResponse): Headers {
  const session = res.cookies.find((cookie) => cookie.name === 'lexchange_session');
  const xsrf = res.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
  const marker = res.cookies.find((cookie) => cookie.name === 'lexchange_signed_in' && cookie.value);
  if (!session || !xsrf) throw new Error(`The response started no session (status ${res.statusCode}).`);
  const cookie = `lexchange_session=${session.value}; XSRF-TOKEN=${xsrf.value}${marker ? `; lexchange_signed_in=${marker.value}` : ''}`;
  return { cookie, 'x-xsrf-token': decodeURIComponent(xsrf.value) };
}

/** inject() by method; a body only when one is given. */
export function sends(t: TestApp) {
  return {
    post: (url: string, headers: Headers, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
    put: (url: string, headers: Headers, payload?: object) =>
      t.app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) }),
    get: (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers }),
    del: (url: string, headers: Headers) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}

/** Headers of a new session with the given data (e.g. a password confirmed at some time), optionally impersonated. */
export async function sessionWith(
  t: TestApp,
  userId: number,
  data: Record<string, unknown>,
  impersonatorId: number | null = null,
): Promise<Headers> {
  const session = await t.deps.sessions.create({ userId, impersonatorId, data });
  const csrf = csrfTokenFor(t.deps.config.sessionSecret, session.token);
  return { cookie: `lexchange_session=${session.token}; XSRF-TOKEN=${csrf}`, 'x-xsrf-token': csrf };
}

/** A multipart/form-data body; a field given as { filename, data, contentType } is a file. */
export function multipart(fields: Record<string, string | { filename: string; data: Buffer; contentType: string }>) {
  const boundary = `----lexchange${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
