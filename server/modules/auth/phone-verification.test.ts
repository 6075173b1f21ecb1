import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { users } from '../users/users.table';
import { phoneVerificationCodes } from './auth.table';
import { sends, type Headers } from '../../test/http';

const t = useTestApp();
const http = sends(t);

const SEND = '/api/auth/send-phone-verification-text';
const VERIFY = '/api/auth/verify-phone-verification-text';

async function unverifiedPhone() {
  const user = await buildUser(t.database.db, { phoneVerifiedAt: null, phone: '5552019999' });
  return { user, headers: await t.loginAs(user.id) };
}

async function sendCode(headers: Headers): Promise<string> {
  const res = await http.post(SEND, headers);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Verification code sent' });
  const text = (await t.texts()).at(-1)!;
  expect(text.to).toBe('+15552019999');
  return text.body.match(/\b(\d{6})\b/)![1]!;
}

const phoneVerified = async (id: number) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!.phoneVerifiedAt !== null;
};

describe('phone verification', () => {
  it('texts a 6-digit code that verifies the phone once', async () => {
    const { user, headers } = await unverifiedPhone();
    const code = await sendCode(headers);
    const [stored] = await t.database.db.select().from(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, user.id));
    expect(stored!.codeHash).not.toContain(code);
    const res = await http.post(VERIFY, headers, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your phone number is verified.' });
    expect(await phoneVerified(user.id)).toBe(true);
    await t.database.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, user.id));
    const again = await http.post(VERIFY, headers, { code });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This code has expired. Request a new one.');
  });

  it('refuses a wrong code with 422 { message }, and the 5th wrong code voids it', async () => {
    const { user, headers } = await unverifiedPhone();
    const code = await sendCode(headers);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await http.post(VERIFY, headers, { code: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This code is incorrect. Check the text message and try again.');
    }
    const fifth = await http.post(VERIFY, headers, { code: wrong });
    expect(fifth.json().message).toBe('Too many incorrect codes. Request a new one.');
    const right = await http.post(VERIFY, headers, { code });
    expect(right.statusCode).toBe(422);
    expect(await phoneVerified(user.id)).toBe(false);
  });

  it('refuses an expired code', async () => {
    const { user, headers } = await unverifiedPhone();
    const code = await sendCode(headers);
    await t.database.db
      .update(phoneVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerificationCodes.userId, user.id));
    const res = await http.post(VERIFY, headers, { code });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This code has expired. Request a new one.');
  });

  it('refuses malformed codes with a field error', async () => {
    const { headers } = await unverifiedPhone();
    for (const code of ['12345', 'abcdef', '1234567']) {
      const res = await http.post(VERIFY, headers, { code });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code).toEqual(['Enter the 6-digit code we sent you.']);
    }
    expect((await http.post(VERIFY, headers, {})).json().errors.code).toEqual(['The code field is required.']);
  });

  it('waits 60 s between texts (429 with Retry-After) and sends at most 10 a day', async () => {
    const { user, headers } = await unverifiedPhone();
    await sendCode(headers);
    const tooSoon = await http.post(SEND, headers);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
    for (let sent = 2; sent <= 10; sent++) {
      await t.deps.limiter.reset(`sms-cooldown:${user.id}`);
      await sendCode(headers);
    }
    await t.deps.limiter.reset(`sms-cooldown:${user.id}`);
    const eleventh = await http.post(SEND, headers);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
  });

  it('refuses to text a phone that is already verified', async () => {
    const user = await buildUser(t.database.db);
    const res = await http.post(SEND, await t.loginAs(user.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Your phone number is already verified.');
  });

  it('needs a login', async () => {
    expect((await http.post(SEND, await t.loginAs(null))).statusCode).toBe(401);
  });
});
