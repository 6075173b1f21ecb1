import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { users } from '../users/users.table';
import { headersFrom, sends, sessionWith, type Headers } from '../../test/http';
import { logIn } from './auth.test-support';
import { totpCode } from './totp';

const t = useTestApp();
const http = sends(t);

const ENABLE = '/api/auth/user/two-factor-authentication';
const QR = '/api/auth/two-factor-generate-code';
const DISABLE = '/api/auth/two-factor-authentication';
const CODES = '/api/auth/user/two-factor-recovery-codes';
const CHALLENGE = '/api/auth/two-factor-challenge';
const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

const secretOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
/** A code from the next 30-second step: valid (one step of drift) and never used before. */
const nextCode = (secret: string, steps = 1) => totpCode(secret, new Date(Date.now() + steps * 30_000));

/** A user with 2FA enabled through the API; returns the secret, recovery codes and the rotated session. */
async function enableTwoFactor() {
  const user = await buildUser(t.database.db);
  let headers = await t.loginAs(user.id);
  expect((await http.post('/api/auth/user/confirm-password', headers, { password: DEFAULT_PASSWORD })).statusCode).toBe(201);
  const started = await http.post(ENABLE, headers, {});
  expect(started.statusCode).toBe(200);
  const secret = (await secretOf(user.id)).twoFactorPendingSecret!;
  const enabled = await http.post(ENABLE, headers, { code: totpCode(secret, new Date()) });
  expect(enabled.statusCode).toBe(200);
  headers = headersFrom(enabled);
  return { user, secret, headers, recoveryCodes: enabled.json().recovery_codes as string[] };
}

async function challengeSession(email: string): Promise<Headers> {
  const res = await logIn(t, email, DEFAULT_PASSWORD);
  expect(res.json()).toEqual({ two_factor: true });
  return headersFrom(res);
}

describe('password confirmation', () => {
  it('is needed for two-factor settings (423) and lasts 3 hours', async () => {
    const user = await buildUser(t.database.db);
    const fresh = await t.loginAs(user.id);
    for (const res of [
      await http.post(ENABLE, fresh, {}),
      await http.get(QR, fresh),
      await http.del(DISABLE, fresh),
      await http.get(CODES, fresh),
    ]) {
      expect(res.statusCode).toBe(423);
      expect(res.json()).toEqual({ message: 'Password confirmation required.' });
    }
    const stale = await sessionWith(t, user.id, { passwordConfirmedAt: Date.now() - 3 * 60 * 60 * 1000 - 1000 });
    expect((await http.post(ENABLE, stale, {})).statusCode).toBe(423);
    expect((await http.get('/api/auth/user/confirmed-password-status', stale)).json()).toEqual({ confirmed: false });
    const recent = await sessionWith(t, user.id, { passwordConfirmedAt: Date.now() - 2 * 60 * 60 * 1000 });
    expect((await http.post(ENABLE, recent, {})).statusCode).toBe(200);
    expect((await http.get('/api/auth/user/confirmed-password-status', recent)).json()).toEqual({ confirmed: true });
  });

  it('refuses a wrong password', async () => {
    const user = await buildUser(t.database.db);
    const res = await http.post('/api/auth/user/confirm-password', await t.loginAs(user.id), { password: 'not my password' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['The provided password was incorrect.'] });
  });
});

describe('enabling two-factor authentication', () => {
  it('starts with a pending secret and its QR code, then confirms with a code', async () => {
    const user = await buildUser(t.database.db);
    const headers = await sessionWith(t, user.id, { passwordConfirmedAt: Date.now() });
    const started = await http.post(ENABLE, headers);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ two_factor_enabled: false });
    const qr = await http.get(QR, headers);
    expect(qr.statusCode).toBe(200);
    expect(qr.json().svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const url = new URL(qr.json().url);
    expect(url.protocol).toBe('otpauth:');
    const secret = (await secretOf(user.id)).twoFactorPendingSecret!;
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Lexchange');

    const wrong = await http.post(ENABLE, headers, { code: totpCode(secret, new Date(Date.now() - 10 * 60_000)) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('The provided two factor authentication code was invalid.');
    expect((await http.get('/api/profile', headers)).json().two_factor_enabled).toBe(false);

    const enabled = await http.post(ENABLE, headers, { code: totpCode(secret, new Date()) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().two_factor_enabled).toBe(true);
    expect(enabled.json().recovery_codes).toHaveLength(8);
    // A security change gets a new session id; the old one is gone.
    expect((await http.get('/api/profile', headers)).statusCode).toBe(401);
    expect((await http.get('/api/profile', headersFrom(enabled))).json().two_factor_enabled).toBe(true);
    const row = await secretOf(user.id);
    expect(row.twoFactorRecoveryCodes).toHaveLength(8);
    expect(row.twoFactorRecoveryCodes).not.toContain(enabled.json().recovery_codes[0]);
  });
});

describe('POST /api/auth/two-factor-challenge', () => {
  it('finishes the login with an authenticator code, each code once', async () => {
    const { user, secret } = await enableTwoFactor();
    const pending = await challengeSession(user.email);
    expect((await http.get('/api/profile', pending)).statusCode).toBe(401);
    const code = nextCode(secret);
    const res = await http.post(CHALLENGE, pending, { code });
    expect(res.statusCode).toBe(204);
    expect((await http.get('/api/profile', headersFrom(res))).json().id).toBe(user.id);
    const replay = await http.post(CHALLENGE, await challengeSession(user.email), { code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe('The provided two factor authentication code was invalid.');
  });

  it('accepts each recovery code once', async () => {
    const { user, recoveryCodes } = await enableTwoFactor();
    const res = await http.post(CHALLENGE, await challengeSession(user.email), { recovery_code: recoveryCodes[3]!.toUpperCase() });
    expect(res.statusCode).toBe(204);
    const again = await http.post(CHALLENGE, await challengeSession(user.email), { recovery_code: recoveryCodes[3] });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The provided two factor recovery code was invalid.');
    expect((await secretOf(user.id)).twoFactorRecoveryCodes).toHaveLength(7);
  });

  it('refuses a wrong code, and answers 429 after 5 tries a minute', async () => {
    const { user, secret } = await enableTwoFactor();
    const pending = await challengeSession(user.email);
    const wrong = nextCode(secret, 20);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await http.post(CHALLENGE, pending, { code: wrong });
      expect(res.statusCode).toBe(422);
    }
    const sixth = await http.post(CHALLENGE, pending, { code: nextCode(secret) });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a pending login and a code', async () => {
    const none = await http.post(CHALLENGE, await t.loginAs(null), { code: '123456' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Your login has expired. Please log in again.');
    const { user } = await enableTwoFactor();
    const empty = await http.post(CHALLENGE, await challengeSession(user.email), {});
    expect(empty.statusCode).toBe(422);
  });
});

describe('recovery codes and disabling', () => {
  it('shows 8 new codes (GET and POST), voiding the previous set', async () => {
    const { user, headers, recoveryCodes } = await enableTwoFactor();
    await http.post('/api/auth/user/confirm-password', headers, { password: DEFAULT_PASSWORD });
    const shown = await http.get(CODES, headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toHaveLength(8);
    for (const code of shown.json()) expect(code).toMatch(RECOVERY_CODE);
    const regenerated = await http.post(CODES, headers);
    expect(regenerated.json()).toHaveLength(8);
    expect(regenerated.json()).not.toEqual(shown.json());
    for (const old of [recoveryCodes[0], shown.json()[0]]) {
      expect((await http.post(CHALLENGE, await challengeSession(user.email), { recovery_code: old })).statusCode).toBe(422);
    }
    expect((await http.post(CHALLENGE, await challengeSession(user.email), { recovery_code: regenerated.json()[0] })).statusCode).toBe(204);
  });

  it('disables two-factor authentication', async () => {
    const { user, headers } = await enableTwoFactor();
    await http.post('/api/auth/user/confirm-password', headers, { password: DEFAULT_PASSWORD });
    const res = await http.del(DISABLE, headers);
    expect(res.statusCode).toBe(200);
    expect((await http.get('/api/profile', headers)).json().two_factor_enabled).toBe(false);
    expect((await logIn(t, user.email, DEFAULT_PASSWORD)).json()).toEqual({ two_factor: false });
  });

  it('refuses every two-factor setting to staff acting as the user (403)', async () => {
    const admin = await buildAdmin(t.database.db);
    const { user } = await enableTwoFactor();
    const impersonated = await sessionWith(t, user.id, { passwordConfirmedAt: Date.now() }, admin.id);
    for (const res of [
      await http.post(ENABLE, impersonated, {}),
      await http.get(QR, impersonated),
      await http.del(DISABLE, impersonated),
      await http.get(CODES, impersonated),
      await http.post(CODES, impersonated),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Staff acting as a user cannot change the user's password, e-mail, phone or two-factor settings.");
    }
    expect((await secretOf(user.id)).twoFactorConfirmedAt).not.toBeNull();
  });
});
