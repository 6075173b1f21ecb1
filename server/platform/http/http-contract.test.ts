import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin } from '../../test/factories';

const t = useTestApp();

describe('HTTP contract', () => {
  it('reports health with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('issues a readable XSRF-TOKEN bound to an HttpOnly session cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const cookies = res.cookies;
    const session = cookies.find((c) => c.name === 'lexchange_session');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.value.length).toBeGreaterThan(20);
  });

  /** Any unsafe route of the app's own table: CSRF is checked before anything else it does. */
  function unsafeRoute() {
    const route = t.routes.find((r) => r.csrf && !r.url.includes(':'));
    if (!route) throw new Error('the app has no unsafe route to test CSRF with');
    return { method: route.method as 'POST', url: route.url };
  }

  it('refuses an unsafe request without the token with 419 CSRF token mismatch.', async () => {
    const res = await t.app.inject({ ...unsafeRoute() });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('refuses a token of another session', async () => {
    const mine = await t.loginAs(null);
    const other = await t.loginAs(null);
    const res = await t.app.inject({
      ...unsafeRoute(),
      headers: { cookie: mine.cookie, 'x-xsrf-token': other['x-xsrf-token']! },
    });
    expect(res.statusCode).toBe(419);
  });

  it('refuses cross-site unsafe requests even with a valid token', async () => {
    const headers = await t.loginAs(null);
    const res = await t.app.inject({
      ...unsafeRoute(),
      headers: { ...headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('reports each missing field when an unsafe request comes without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: await t.loginAs(null) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('treats a POST with _method=PUT as the PUT route, policy included', async () => {
    const visitor = await t.loginAs(null);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/1',
      headers: { ...visitor, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT&active=0',
    });
    expect(res.statusCode).toBe(401);
    const staff = await t.loginAs((await buildAdmin(t.database.db)).id);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/1',
      headers: { ...staff, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PATCH',
    });
    expect(wrong.statusCode).toBe(405);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('gives every request its own id and keeps a well-formed one the caller sent', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/config' }).then((res) => res.headers['x-request-id'])),
    );
    expect(new Set(ids).size).toBe(5);
    const kept = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'x-request-id': 'trace-1234-abcd' } });
    expect(kept.headers['x-request-id']).toBe('trace-1234-abcd');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'x-request-id': 'bad id; <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('answers the public configuration for the host the browser used, the same bytes each time', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'market.example:8443' } });
    const again = await t.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'market.example:8443' } });
    const other = await t.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'other.example' } });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().realtime).toMatchObject({
      wsHost: 'market.example',
      wsPort: 8443,
      forceTLS: false,
      authEndpoint: '/api/broadcasting/auth',
    });
    expect(again.body).toBe(first.body);
    expect(other.json().realtime).toMatchObject({ wsHost: 'other.example', wsPort: 80 });
    // Many hosts (a client can send any Host): each still gets its own answer.
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/config', headers: { host: `h${i}.example` } });
      expect(res.json().realtime.wsHost).toBe(`h${i}.example`);
    }
    // Back to a host answered before, and one past the cache, each still its own.
    for (const [host, wsHost] of [
      ['market.example:8443', 'market.example'],
      ['h39.example', 'h39.example'],
      ['h39.example', 'h39.example'],
      ['other.example', 'other.example'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/config', headers: { host } });
      expect(res.json().realtime.wsHost, host).toBe(wsHost);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'market.example:8443' } })).body).toBe(first.body);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
