import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { headersFrom, logIn, sends } from './auth.test-support';

let t: TestApp;
let http: ReturnType<typeof sends>;
beforeAll(async () => {
  t = await buildTestApp();
  http = sends(t);
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('logs in with a new session id and answers two_factor false', async () => {
    const user = await buildUser(t.database.db);
    const visitor = await t.loginAs(null);
    const res = await http.post('/api/auth/login', visitor, { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ two_factor: false });
    const headers = headersFrom(res);
    expect(headers.cookie).not.toContain(visitor.cookie!.split(';')[0]!.split('=')[1]);
    const profile = await http.get('/api/profile', headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().id).toBe(user.id);
    // The visitor session it replaced is gone.
    expect((await http.post('/api/auth/logout', visitor)).statusCode).toBe(419);
  });

  it('accepts form-encoded bodies and remember=1 stretches the cookie', async () => {
    const user = await buildUser(t.database.db);
    const visitor = await t.loginAs(null);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...visitor, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(DEFAULT_PASSWORD)}&remember=1`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((cookie) => cookie.name === 'lexchange_session')?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('refuses a wrong password or an unknown e-mail with the same field error', async () => {
    const user = await buildUser(t.database.db);
    for (const payload of [
      { email: user.email, password: 'not the password' },
      { email: 'nobody@example.test', password: DEFAULT_PASSWORD },
    ]) {
      const res = await logIn(t, payload.email, payload.password);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
      expect(res.cookies.find((cookie) => cookie.name === 'lexchange_session')).toBeUndefined();
    }
  });

  it('refuses missing fields with field errors', async () => {
    const res = await http.post('/api/auth/login', await t.loginAs(null), {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
    expect(res.json().errors.email).toEqual(['The email field is required.']);
  });

  it('refuses a deactivated account', async () => {
    const user = await buildUser(t.database.db, { active: false });
    const res = await logIn(t, user.email, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This account has been deactivated. Contact support.');
    expect(res.json().errors.email).toEqual(['This account has been deactivated. Contact support.']);
  });

  it('answers the 6th attempt in a minute for one e-mail + IP with 429 and Retry-After', async () => {
    const user = await buildUser(t.database.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await logIn(t, user.email, 'wrong password')).statusCode).toBe(422);
    }
    const sixth = await logIn(t, user.email, DEFAULT_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another e-mail from the same IP is counted apart.
    const other = await buildUser(t.database.db);
    expect((await logIn(t, other.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful login clears the failed attempts', async () => {
    const user = await buildUser(t.database.db);
    for (let attempt = 1; attempt <= 4; attempt++) await logIn(t, user.email, 'wrong password');
    expect((await logIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await logIn(t, user.email, 'wrong password')).statusCode).toBe(422);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session with 204', async () => {
    const user = await buildUser(t.database.db);
    const headers = headersFrom(await logIn(t, user.email, DEFAULT_PASSWORD));
    expect((await http.post('/api/auth/logout', headers)).statusCode).toBe(204);
    expect((await http.get('/api/profile', headers)).statusCode).toBe(401);
  });
});

describe('GET /api/profile', () => {
  it('answers 401 Unauthenticated. when logged out', async () => {
    const res = await http.get('/api/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
