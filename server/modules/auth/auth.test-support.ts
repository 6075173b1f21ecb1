import type { LightMyRequestResponse } from 'fastify';
import { csrfTokenFor } from '../../platform/http/session.plugin';
import type { TestApp } from '../../test/app';

/** Helpers shared by the auth and users API tests. */
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

/** Logs in through the API from a fresh visitor session. */
export async function logIn(t: TestApp, email: string, password: string, extra: object = {}) {
  const visitor = await t.loginAs(null);
  return t.app.inject({ method: 'POST', url: '/api/auth/login', headers: visitor, payload: { email, password, ...extra } });
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

/** The first link in a mail that starts with the given prefix (quoted-printable soft breaks undone). */
export function linkIn(mail: string, prefix: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const start = text.indexOf(prefix);
  if (start < 0) throw new Error(`No link starting with ${prefix} in the mail.`);
  return text.slice(start).match(/^[^\s"<>]+/)![0];
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
