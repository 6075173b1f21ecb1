import type { z } from 'zod';
import { AUTH_MESSAGES, type UnverifiedContactSchema } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { unprocessable, validationError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { isEmailTaken, updateUser } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { sendVerificationEmail } from './email-verification';
import { discardPhoneCode, sendPhoneCode, takeSmsAllowance } from './phone-verification.service';

export type ContactUpdate = z.output<typeof UnverifiedContactSchema>;

export const CONTACT_MESSAGES = {
  emailVerified: 'Your e-mail address is already verified; change it in your account settings.',
  phoneVerified: 'Your phone number is already verified; change it in your account settings.',
  emailSent: (email: string) => `We sent a new verification link to ${email}.`,
  phoneSent: 'We sent a new verification code to your phone.',
  bothSent: (email: string) => `We sent a new verification link to ${email} and a new code to your phone.`,
} as const;

/**
 * /verification's "wrong address?": corrects a contact that is not verified yet and resends its verification.
 * Everything is checked (and the SMS limits taken) before anything changes, so a 422 or 429 changes nothing.
 */
export async function updateUnverifiedContact(
  deps: Pick<AppDeps, 'config' | 'database' | 'jobs' | 'limiter' | 'now'>,
  user: UserRow,
  input: ContactUpdate,
): Promise<string> {
  const db = deps.database.db;
  if (input.email !== undefined && user.emailVerifiedAt) throw unprocessable(CONTACT_MESSAGES.emailVerified, 'email');
  if (input.phone !== undefined && user.phoneVerifiedAt) throw unprocessable(CONTACT_MESSAGES.phoneVerified, 'phone');
  if (input.email !== undefined && (await isEmailTaken(db, input.email, user.id))) {
    throw validationError({ email: [AUTH_MESSAGES.emailTaken] });
  }
  if (input.phone !== undefined) await takeSmsAllowance(deps, user.id, 'enforce');

  let updated = user;
  try {
    updated = await updateUser(db, user.id, {
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw validationError({ email: [AUTH_MESSAGES.emailTaken] });
    throw error;
  }
  if (input.email !== undefined) await sendVerificationEmail(deps, updated);
  if (input.phone !== undefined) {
    await discardPhoneCode(deps, user.id);
    await sendPhoneCode(deps, updated);
  }
  if (input.email !== undefined && input.phone !== undefined) return CONTACT_MESSAGES.bothSent(updated.email);
  return input.email !== undefined ? CONTACT_MESSAGES.emailSent(updated.email) : CONTACT_MESSAGES.phoneSent;
}
