import type { z } from 'zod';
import { AUTH_MESSAGES, type RegisterSchema } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { validationError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { withUniqueId } from '../users/unique-id';
import { insertUser, isEmailTaken } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { sendVerificationEmail } from './email-verification';
import { hashPassword } from './password';
import { assertPasswordAllowed } from './password-rules';

export type Registration = z.output<typeof RegisterSchema>;

/** Creates the account (contacts unverified, no user type, terms not accepted) and sends the verification link. */
export async function registerUser(deps: Pick<AppDeps, 'config' | 'database' | 'jobs' | 'now'>, input: Registration): Promise<UserRow> {
  assertPasswordAllowed(input.password);
  const db = deps.database.db;
  const emailTaken = () => validationError({ email: [AUTH_MESSAGES.emailTaken] });
  if (await isEmailTaken(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await withUniqueId((uniqueId) =>
      insertUser(db, {
        uniqueId,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        passwordHash,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    throw error;
  }
  await sendVerificationEmail(deps, user);
  return user;
}
