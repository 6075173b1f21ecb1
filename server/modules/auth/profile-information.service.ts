import type { z } from 'zod';
import { AUTH_MESSAGES, type ProfileInformationSchema } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { validationError } from '../../platform/errors';
import type { UploadedFile } from '../../../contracts/common/common';
import type { LoadedSession } from '../../platform/session/session.store';
import { checkProfileImage, isEmptyUpload, storeProfileImage } from '../users/profile-image';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { isEmailTaken, updateUser } from '../users/users.repository';
import type { NewUserRow, UserRow } from '../users/users.table';
import { refuseWhileImpersonating } from './auth-guards';
import { sendVerificationEmail } from './email-verification';
import { discardPhoneCode, sendPhoneCode, takeSmsAllowance } from './phone-verification.service';

export type ProfileInformation = z.output<typeof ProfileInformationSchema> & { image?: UploadedFile | string };

type ProfileDeps = Pick<AppDeps, 'config' | 'database' | 'jobs' | 'limiter' | 'now' | 'storage'>;

export interface ProfileUpdateResult {
  user: UserRow;
  /** User type or terms changed: the caller rotates the session id. */
  privilegeChanged: boolean;
}

/**
 * Settings → Account and the marketplace terms screen. A changed e-mail or phone is unverified again and gets
 * a new verification; staff acting as the user cannot change either.
 */
export async function updateProfileInformation(
  deps: ProfileDeps,
  session: LoadedSession & { user: UserRow },
  input: ProfileInformation,
): Promise<ProfileUpdateResult> {
  const user = session.user;
  const db = deps.database.db;
  const emailChanged = input.email !== user.email.toLowerCase();
  const phoneChanged = input.phone !== user.phone;
  if (emailChanged || phoneChanged) refuseWhileImpersonating(session);
  if (emailChanged && (await isEmailTaken(db, input.email, user.id))) throw validationError({ email: [AUTH_MESSAGES.emailTaken] });
  const upload = typeof input.image === 'object' && !isEmptyUpload(input.image) ? await checkProfileImage(input.image) : null;

  const now = deps.now();
  const patch: Partial<NewUserRow> = { firstName: input.first_name, lastName: input.last_name };
  if (emailChanged) Object.assign(patch, { email: input.email, emailVerifiedAt: null });
  if (phoneChanged) Object.assign(patch, { phone: input.phone, phoneVerifiedAt: null });
  const typeChanged = input.user_type !== undefined && input.user_type !== user.userType;
  if (typeChanged) patch.userType = input.user_type;
  const termsChanged = input.has_accepted_terms !== undefined && input.has_accepted_terms !== user.hasAcceptedTerms;
  if (termsChanged)
    Object.assign(patch, { hasAcceptedTerms: input.has_accepted_terms, termsAcceptedAt: input.has_accepted_terms ? now : null });
  if (upload) patch.imageKey = await storeProfileImage(deps, user.id, upload);

  let updated: UserRow;
  try {
    updated = await updateUser(db, user.id, patch);
  } catch (error) {
    if (patch.imageKey) await deps.storage.delete(patch.imageKey);
    if (isUniqueViolation(error, 'users_email_unique')) throw validationError({ email: [AUTH_MESSAGES.emailTaken] });
    throw error;
  }
  if (upload && user.imageKey) await deps.storage.delete(user.imageKey);
  if (emailChanged) await sendVerificationEmail(deps, updated);
  if (phoneChanged) {
    await discardPhoneCode(deps, user.id);
    // Best effort: inside the SMS cooldown or past the daily cap, /verification offers "send code" later.
    if (await takeSmsAllowance(deps, user.id, 'best-effort')) await sendPhoneCode(deps, updated);
  }
  return { user: updated, privilegeChanged: typeChanged || termsChanged };
}
