import type { z } from 'zod';
import { AUTH_MESSAGES, type RegisterSchema } from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { validationError } from '../../platform/errors';
import { generateUniqueId } from '../users/unique-id';
import { insertUser, isEmailTaken, isUniqueViolation } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { sendVerificationEmail } from './email-verification';
import { hashPassword } from './password';
import { assertPasswordAllowed } from './password-rules';

export type Registration = z.output<typeof RegisterSchema>;

const UNIQUE_ID_ATTEMPTS = 5;

/** Creates the account (contacts unverified, no user type, terms not accepted) and sends the verification link. */
export async function registerUser(deps: Pick<AppDeps, 'config' | 'database' | 'jobs' | 'now'>, input: Registration): Promise<UserRow> {
  assertPasswordAllowed(input.password);
  const db = deps.database.db;
  const emailTaken = () => validationError({ email: [AUTH_MESSAGES.emailTaken] });
  if (await isEmailTaken(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 1; ; attempt++) {
    try {
      const user = await insertUser(db, {
        uniqueId: generateUniqueId(),
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        passwordHash,
      });
      await sendVerificationEmail(deps, user);
      return user;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
      // A clash of the random public handle: draw another.
      if (isUniqueViolation(error, 'users_unique_id_unique') && attempt < UNIQUE_ID_ATTEMPTS) continue;
      throw error;
    }
  }
}
