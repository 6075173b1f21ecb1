/**
 * Broken requests get a clear 4xx in the API's error shape — never a 500 or a stack trace. The body checks run
 * against every unsafe route of the app's own route table, so routes added later are covered too.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../platform/http/route-table';
import { buildTestApp } from './app';
import { buildAdmin } from './factories';

const t = await buildTestApp({});
afterAll(() => t.close());

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const unsafeRoutes = t.routes.filter((route) => route.url.startsWith('/api') && UNSAFE.has(route.method));
const urlOf = (route: RouteRecord) => route.url.replace(/:\w+(\([^)]*\))?/g, '1').replace(/\*/g, 'x');
const label = (route: RouteRecord) => `${route.method} ${route.url}`;

/** A logged-in admin with a valid CSRF token, so nothing but the body decides the answer. */
const staff = async () => t.loginAs((await buildAdmin(t.database.db)).id);

async function send(route: RouteRecord | { method: string; url: string }, contentType: string, payload: string | Buffer) {
  return t.app.inject({
    method: route.method as 'POST',
    url: 'access' in route ? urlOf(route) : route.url,
    headers: { ...(await staff()), 'content-type': contentType },
    payload,
  });
}

/** The API's error shape: a message, maybe field errors, nothing that looks like a stack or an internal. */
function expectCleanError(res: LightMyRequestResponse, message?: string) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'errors')).toEqual([]);
  if (message) expect(body.message).toBe(message);
  else expect(body.message).toEqual(expect.any(String));
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|stack/i);
}

describe('broken bodies, on every unsafe route', () => {
  it('has unsafe routes to check, the login among them', () => {
    expect(unsafeRoutes.map(label)).toContain('POST /api/auth/login');
  });

  it.each(unsafeRoutes.map((route) => [label(route), route] as const))('%s', async (_label, route) => {
    const malformed = await send(route, 'application/json', '{"email": "jane@example.com", ');
    expect(malformed.statusCode).toBe(400);
    expectCleanError(malformed, 'The request body is not valid JSON.');

    const oversized = await send(route, 'application/json', JSON.stringify({ body: 'x'.repeat(1024 * 1024 + 1) }));
    expect(oversized.statusCode).toBe(413);
    expectCleanError(oversized, 'The request body is too large.');

    const xml = await send(route, 'application/xml', '<login><email>jane@example.com</email></login>');
    expect(xml.statusCode).toBe(415);
    expectCleanError(xml, 'This content type is not supported here.');
  });
});

describe('broken bodies, one kind at a time (POST /api/auth/login)', () => {
  const login = { method: 'POST', url: '/api/auth/login' };

  it('answers an oversized form body with 413', async () => {
    const res = await send(login, 'application/x-www-form-urlencoded', `email=${'x'.repeat(1024 * 1024 + 1)}`);
    expect(res.statusCode).toBe(413);
    expectCleanError(res, 'The request body is too large.');
  });

  it('reads a text/plain body as a string and refuses it as the wrong shape', async () => {
    const res = await send(login, 'text/plain', 'email=jane@example.com');
    expect(res.statusCode).toBe(422);
    expectCleanError(res);
  });

  it.each([
    ['text/html', '<form></form>'],
    ['application/octet-stream', Buffer.from([0, 159, 146, 150])],
  ])('answers %s with 415', async (contentType, payload) => {
    const res = await send(login, contentType, payload);
    expect(res.statusCode).toBe(415);
    expectCleanError(res, 'This content type is not supported here.');
  });

  it.each([
    ['no boundary', 'multipart/form-data', ''],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
    ['a body cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\njane'],
  ])('answers a multipart body with %s with 400', async (_case, contentType, payload) => {
    const res = await send(login, contentType, payload);
    expect(res.statusCode).toBe(400);
    expectCleanError(res, 'The multipart body is malformed.');
  });

  it.each([
    ['prototype keys', '{"__proto__": {"admin": true}, "email": "jane@example.com"}'],
    ['constructor.prototype keys', '{"constructor": {"prototype": {"admin": true}}}'],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])('refuses JSON with %s without touching Object.prototype', async (_case, payload) => {
    const res = await send(login, 'application/json', payload);
    expect(res.statusCode).toBe(400);
    expectCleanError(res);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers JSON that is not an object with 422 and says so', async () => {
    const res = await send(login, 'application/json', '[1, 2, 3]');
    expect(res.statusCode).toBe(422);
    expectCleanError(res);
  });
});

describe('unknown addresses and methods', () => {
  it.each(['/api/no-such-thing', '/api/listings/1/no-such-thing', '/api/'])('answers GET %s with 404 Not found.', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expectCleanError(res, 'Not found.');
  });

  it('answers a broken %-encoding in a path parameter with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/%E0%A4%A', headers: await staff() });
    expect(res.statusCode).toBe(400);
    expectCleanError(res, 'The address is not valid.');
  });

  it('answers an overlong path parameter with 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${'1'.repeat(500)}`, headers: await staff() });
    expect(res.statusCode).toBe(414);
    expectCleanError(res, 'The address is too long.');
  });

  it('answers an unknown address with 404 Not found. for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/no-such-thing',
        headers: await staff(),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, method).toBe(404);
      expectCleanError(res, 'Not found.');
    }
  });

  it('answers _method=DELETE on a GET-only address with 404, and runs nothing', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'application/json']) {
      const payload = contentType === 'application/json' ? '{"_method":"DELETE"}' : '_method=DELETE';
      const res = await send({ method: 'POST', url: '/api/profile' }, contentType, payload);
      expect(res.statusCode).toBe(404);
      expectCleanError(res, 'Not found.');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers a method an override address does not have with 405 and the methods it has', async () => {
    const res = await send({ method: 'POST', url: '/api/favorites/1' }, 'application/x-www-form-urlencoded', '_method=DELETE');
    expect(res.statusCode).toBe(405);
    expectCleanError(res, 'The POST method is not supported for this route. Supported methods: PUT.');
  });
});
