import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters } from '../../platform/rate-limit.table';

// The real argon2 verification, counted: the decoy path must cost one verification too.
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
// The server's test files share one module registry (vitest.config.ts): the app is imported afresh here, after the
// mock, so that it calls the counted verification.
vi.resetModules();
const { useTestApp } = await import('../../test/use-test-app');
const { buildUser, DEFAULT_PASSWORD } = await import('../../test/factories');
const { headersFrom, sends } = await import('../../test/http');
const { logIn } = await import('./auth.test-support');
const { loginLimitKey } = await import('./login.service');
const { verifyPassword } = await import('./password');

const t = useTestApp();
const http = sends(t);
beforeEach(() => vi.mocked(verifyPassword).mockClear());

/** The SQL statements `work` sends through the app's pool (postgres.js reports each one to options.debug). */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const options = t.database.sql.options as { debug: unknown };
  options.debug = (_connection: number, query: string) => void seen.push(query);
  try {
    await work();
  } finally {
    options.debug = false;
  }
  // A connection the pool opens meanwhile first reads the array types: not the endpoint's statement.
  return seen.filter((query) => !query.includes('b.typarray'));
}

const loginCounter = async (email: string, ip = '127.0.0.1') =>
  (
    await t.database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, loginLimitKey(email, ip)))
  )[0];

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

  it('an unknown e-mail costs one argon2 verification too (the decoy) and counts as an attempt', async () => {
    const res = await logIn(t, 'Nobody-At-All@example.test', DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(verifyPassword).toHaveBeenCalledOnce();
    expect((await loginCounter('nobody-at-all@example.test'))?.count).toBe(1);
  });

  it('refuses missing fields with field errors', async () => {
    const res = await http.post('/api/auth/login', await t.loginAs(null), {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
    expect(res.json().errors.email).toEqual(['The email field is required.']);
  });

  it('refuses a deactivated account, saying so only after the password was right', async () => {
    const user = await buildUser(t.database.db, { active: false });
    const res = await logIn(t, user.email, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This account has been deactivated. Contact support.');
    expect(res.json().errors.email).toEqual(['This account has been deactivated. Contact support.']);
    expect(res.cookies.find((cookie) => cookie.name === 'lexchange_session')).toBeUndefined();
    const wrong = await logIn(t, user.email, 'not the password');
    expect(wrong.json().message).toBe('These credentials do not match our records.');
    // A refused login clears nothing.
    expect((await loginCounter(user.email))?.count).toBe(2);
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

  it('keeps its counters in an unlogged table (no WAL written per attempt)', async () => {
    const [table] = await t.database.sql<
      { relpersistence: string }[]
    >`select relpersistence from pg_class where relname = 'rate_limit_counters'`;
    expect(table?.relpersistence).toBe('u');
  });

  it('counts attempts before the password check, so parallel guesses are limited too', async () => {
    const user = await buildUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 8 }, () => logIn(t, user.email, 'wrong password')));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    expect(verifyPassword).toHaveBeenCalledTimes(5);
  });

  it('a successful login clears the failed attempts', async () => {
    const user = await buildUser(t.database.db);
    for (let attempt = 1; attempt <= 4; attempt++) await logIn(t, user.email, 'wrong password');
    expect((await logIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect(await loginCounter(user.email)).toBeUndefined();
    for (let attempt = 1; attempt <= 4; attempt++) expect((await logIn(t, user.email, 'wrong password')).statusCode).toBe(422);
  });

  it('a first-attempt login leaves its counter to expire; a later one clears it', async () => {
    const user = await buildUser(t.database.db);
    expect((await logIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await loginCounter(user.email))?.count).toBe(1);
    expect((await logIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect(await loginCounter(user.email)).toBeUndefined();
  });

  it('a two-factor user gets the pending challenge in a new anonymous session, and the counter is cleared', async () => {
    const user = await buildUser(t.database.db, { twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorConfirmedAt: new Date() });
    await logIn(t, user.email, 'wrong password');
    const visitor = await t.loginAs(null);
    const res = await http.post('/api/auth/login', visitor, { email: user.email, password: DEFAULT_PASSWORD, remember: true });
    expect(res.json()).toEqual({ two_factor: true });
    expect(await loginCounter(user.email)).toBeUndefined();
    const session = await t.deps.sessions.load(res.cookies.find((cookie) => cookie.name === 'lexchange_session')!.value);
    expect(session).toMatchObject({ userId: null, user: null, data: { pendingTwoFactorUserId: user.id, pendingTwoFactorRemember: true } });
    expect((await http.post('/api/auth/logout', visitor)).statusCode).toBe(419); // the visitor session is gone
    expect((await http.get('/api/profile', headersFrom(res))).statusCode).toBe(401);
  });

  it('takes at most 3 SQL statements: session, attempt + user, new session (also when clearing the counter)', async () => {
    const user = await buildUser(t.database.db);
    for (const expected of [200, 200]) {
      // The first login leaves a counter at 1; the second also clears it.
      const visitor = await t.loginAs(null);
      let res: Awaited<ReturnType<typeof http.post>> | undefined;
      const statements = await statementsOf(async () => {
        res = await http.post('/api/auth/login', visitor, { email: user.email, password: DEFAULT_PASSWORD });
      });
      expect(res!.statusCode).toBe(expected);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
    }
    expect(await loginCounter(user.email)).toBeUndefined();
    const headers = headersFrom(await logIn(t, user.email, DEFAULT_PASSWORD));
    expect(await statementsOf(() => http.get('/api/profile', headers))).toHaveLength(1);
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
