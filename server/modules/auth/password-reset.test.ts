import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { passwordResetTokens } from './auth.table';
import { linkIn } from '../../test/mail';
import { sends } from '../../test/http';
import { logIn } from './auth.test-support';

const t = useTestApp();
const http = sends(t);

const SENT = 'If an account exists for that e-mail address, we have sent a link to reset the password.';
const INVALID = 'This password reset link is invalid or has expired. Request a new one.';
const NEW_PASSWORD = 'a brand new passphrase';

async function requestLink(email: string): Promise<{ token: string; email: string }> {
  const res = await http.post('/api/auth/forgot-password', await t.loginAs(null), { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: SENT });
  const link = new URL(linkIn((await t.mails()).at(-1)!, 'http://localhost:3000/reset-password?'));
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
}

const reset = async (body: object) =>
  http.post('/api/auth/reset-password', await t.loginAs(null), { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...body });

describe('POST /api/auth/forgot-password', () => {
  it('answers the same whether or not the account exists, mailing only a real account', async () => {
    const before = (await t.mails()).length;
    const unknown = await http.post('/api/auth/forgot-password', await t.loginAs(null), { email: 'nobody-here@example.test' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: SENT });
    expect((await t.mails()).length).toBe(before);
    const user = await buildUser(t.database.db);
    const link = await requestLink(user.email);
    expect(link.email).toBe(user.email);
    const [stored] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).not.toBe(link.token);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ending every session', async () => {
    const user = await buildUser(t.database.db);
    const oldSession = await t.loginAs(user.id);
    const link = await requestLink(user.email);
    const res = await reset(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset.' });
    expect((await http.get('/api/profile', oldSession)).statusCode).toBe(401);
    expect((await logIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(422);
    expect((await logIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const reused = await reset({ ...link, password: 'yet another passphrase', password_confirmation: 'yet another passphrase' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(INVALID);
  });

  it('refuses a wrong token, another account, or an unknown e-mail with one message', async () => {
    const user = await buildUser(t.database.db);
    const other = await buildUser(t.database.db);
    const link = await requestLink(user.email);
    for (const body of [
      { ...link, token: `${link.token}x` },
      { ...link, email: other.email },
      { ...link, email: 'nobody@example.test' },
    ]) {
      const res = await reset(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: INVALID });
    }
    expect((await reset(link)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await buildUser(t.database.db);
    const link = await requestLink(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(link);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INVALID);
  });

  it('applies the password rules', async () => {
    const user = await buildUser(t.database.db);
    const link = await requestLink(user.email);
    const common = await reset({ ...link, password: 'iloveyou', password_confirmation: 'iloveyou' });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual(['This password is one of the most common passwords. Choose a less common one.']);
    const mismatch = await reset({ ...link, password_confirmation: 'different words here' });
    expect(mismatch.json().errors.password).toEqual(['The password field confirmation does not match.']);
    const missing = await http.post('/api/auth/reset-password', await t.loginAs(null), {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'password', 'password_confirmation', 'token']);
    expect((await reset(link)).statusCode).toBe(200);
  });
});
