/**
 * Issue #19, finding 6: the smaller ones. Logout over https cleared the __Host- cookie without Secure (browsers
 * ignore such a clear); X-Frame-Options said SAMEORIGIN while the CSP said frame-ancestors 'none'; the early 400 for
 * a malformed URL carried no security headers; DELETE /api/listings/{id} validated the body before ownership.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildListing, buildUser } from '../../test/factories';
import { CSRF_COOKIE, csrfTokenFor, sessionCookieName } from './session.plugin';

const t = useTestApp({}, { APP_URL: 'https://lexchange.example' });

async function httpsLogin(userId: number) {
  const session = await t.deps.sessions.create({ userId, impersonatorId: null });
  const csrf = csrfTokenFor(t.deps.config.sessionSecret, session.token);
  return { cookie: `${sessionCookieName(true)}=${session.token}; ${CSRF_COOKIE}=${csrf}`, 'x-xsrf-token': csrf };
}

describe('over https', () => {
  it('logout clears both cookies with the attributes they were set with, so browsers honour it', async () => {
    const headers = await httpsLogin((await buildUser(t.database.db)).id);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(res.statusCode).toBe(204);
    const session = res.cookies.find((cookie) => cookie.name === '__Host-lexchange_session');
    expect(session).toMatchObject({ value: '', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(session?.domain).toBeUndefined();
    expect(new Date(session!.expires!).getTime()).toBeLessThan(Date.now());
    const xsrf = res.cookies.find((cookie) => cookie.name === CSRF_COOKIE);
    expect(xsrf).toMatchObject({ value: '', path: '/', secure: true, sameSite: 'Lax' });
    expect(xsrf?.httpOnly).toBeFalsy();
  });
});

describe('security headers', () => {
  it('X-Frame-Options agrees with the CSP: no framing at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each(['/%', '/api/%zz', '/listings/%E0%A4%A'])('come with the early 400 for the malformed URL %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('DELETE /api/listings/{id}', () => {
  it('checks who may delete before it validates the body', async () => {
    const owner = await buildUser(t.database.db, { userType: 'selling' });
    const listing = await buildListing(t.database.db, { owner });
    const stranger = await httpsLogin((await buildUser(t.database.db, { userType: 'selling' })).id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/listings/${listing.id}`, headers: stranger, payload: {} });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.json().errors?.reason).toBeUndefined();
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/listings/2147483000', headers: stranger, payload: {} });
    expect(missing.statusCode).toBe(404);
    // The owner still learns which field is missing.
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listing.id}`,
      headers: await httpsLogin(owner.id),
      payload: {},
    });
    expect([own.statusCode, Object.keys(own.json().errors)]).toEqual([422, ['reason']]);
  });
});
