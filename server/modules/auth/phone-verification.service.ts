import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PHONE_CODE_LENGTH, phoneToE164 } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { unprocessable } from '../../platform/errors';
import { setUserFields } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { phoneVerificationCodes } from './auth.table';

export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const SMS_COOLDOWN_MS = 60 * 1000;
export const SMS_DAILY_CAP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export const PHONE_MESSAGES = {
  alreadyVerified: 'Your phone number is already verified.',
  expired: 'This code has expired. Request a new one.',
  wrong: 'This code is incorrect. Check the text message and try again.',
  voided: 'Too many incorrect codes. Request a new one.',
  verified: 'Your phone number is verified.',
} as const;

type PhoneDeps = Pick<AppDeps, 'config' | 'database' | 'limiter' | 'jobs' | 'now'>;

function codeHash(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`phone-code|${userId}|${code}`).digest('hex');
}

/**
 * 'enforce': 429 (with Retry-After) inside the 60 s cooldown or past 10 texts a day.
 * 'best-effort': a profile change sends when the limits allow and stays silent otherwise.
 */
export type SmsLimitMode = 'enforce' | 'best-effort';

/** Checks and counts the SMS limits; true when a text may go out. */
export async function takeSmsAllowance(deps: PhoneDeps, userId: number, mode: SmsLimitMode): Promise<boolean> {
  const cooldownKey = `sms-cooldown:${userId}`;
  const dailyKey = `sms-daily:${userId}`;
  if (mode === 'enforce') {
    await deps.limiter.consume(cooldownKey, 1, SMS_COOLDOWN_MS);
    await deps.limiter.consume(dailyKey, SMS_DAILY_CAP, DAY_MS);
    return true;
  }
  const cooldown = await deps.limiter.hit(cooldownKey, 1, SMS_COOLDOWN_MS);
  if (!cooldown.allowed) return false;
  return (await deps.limiter.hit(dailyKey, SMS_DAILY_CAP, DAY_MS)).allowed;
}

/** A new 6-digit code for the user's current number, replacing any earlier one. Limits must be taken first. */
export async function sendPhoneCode(deps: PhoneDeps, user: UserRow): Promise<void> {
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const now = deps.now();
  const row = {
    userId: user.id,
    phone: user.phone,
    codeHash: codeHash(deps.config.sessionSecret, user.id, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
  };
  await deps.database.db.insert(phoneVerificationCodes).values(row).onConflictDoUpdate({ target: phoneVerificationCodes.userId, set: row });
  await deps.jobs.enqueue('sms.send', {
    to: phoneToE164(user.phone),
    body: `Your Lexchange verification code is ${code}. It expires in 10 minutes.`,
  });
}

export async function discardPhoneCode(deps: Pick<AppDeps, 'database'>, userId: number): Promise<void> {
  await deps.database.db.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, userId));
}

/** Checks a code: single use, 10 minutes, voided by the 5th wrong try. Throws 422 with a message otherwise. */
export async function verifyPhoneCode(deps: PhoneDeps, user: UserRow, code: string): Promise<void> {
  if (user.phoneVerifiedAt) throw unprocessable(PHONE_MESSAGES.alreadyVerified, 'code');
  const db = deps.database.db;
  const now = deps.now();
  const [pending] = await db.select().from(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, user.id)).limit(1);
  if (!pending || pending.expiresAt <= now || pending.phone !== user.phone) {
    if (pending) await discardPhoneCode(deps, user.id);
    throw unprocessable(PHONE_MESSAGES.expired, 'code');
  }
  const expected = Buffer.from(pending.codeHash);
  const given = Buffer.from(codeHash(deps.config.sessionSecret, user.id, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const [counted] = await db
      .update(phoneVerificationCodes)
      .set({ attempts: sql`${phoneVerificationCodes.attempts} + 1` })
      .where(and(eq(phoneVerificationCodes.userId, user.id), eq(phoneVerificationCodes.codeHash, pending.codeHash)))
      .returning({ attempts: phoneVerificationCodes.attempts });
    if (!counted) throw unprocessable(PHONE_MESSAGES.expired, 'code');
    if (counted.attempts >= PHONE_CODE_MAX_ATTEMPTS) {
      await db.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, user.id));
      throw unprocessable(PHONE_MESSAGES.voided, 'code');
    }
    throw unprocessable(PHONE_MESSAGES.wrong, 'code');
  }
  // Deleting the exact code is what makes it single use, even for two requests at the same instant.
  const used = await db
    .delete(phoneVerificationCodes)
    .where(and(eq(phoneVerificationCodes.userId, user.id), eq(phoneVerificationCodes.codeHash, pending.codeHash)))
    .returning({ userId: phoneVerificationCodes.userId });
  if (used.length === 0) throw unprocessable(PHONE_MESSAGES.expired, 'code');
  await setUserFields(db, user.id, { phoneVerifiedAt: now, updatedAt: now });
}
