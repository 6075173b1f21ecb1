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

/** A multipart/form-data body of the given parts: a part with a filename is a file (application/octet-stream unless typed). */
export function multipartParts(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----lexchange${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The same body from named fields; a field given as { filename, data, contentType } is a file. */
export function multipart(fields: Record<string, string | { filename: string; data: Buffer; contentType: string }>) {
  const body = multipartParts(
    Object.entries(fields).map(([name, value]) =>
      typeof value === 'string' ? { name, data: value } : { name, filename: value.filename, type: value.contentType, data: value.data },
    ),
  );
  return { payload: body.payload, contentType: body.headers['content-type'] };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests under /api with the given session's headers (and extra ones per call). */
export function caller(t: TestApp, headers: Record<string, string>) {
  return (method: Method, url: string, payload?: unknown, extraHeaders: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, ...extraHeaders },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
}

/** The smallest bytes that file-type recognises as each format. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  ),
  csv: Buffer.from('year,revenue\n2023,900000\n2024,950000\n'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
};
