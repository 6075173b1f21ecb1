import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { hashPassword } from '../modules/auth/password';
import { users, type NewUserRow, type UserRow } from '../modules/users/users.table';

export const DEFAULT_PASSWORD = 'correct horse battery staple';
let defaultHash: Promise<string> | undefined;
let sequence = 0;

/** Inserts a unique, fully onboarded buyer unless told otherwise. */
export async function buildUser(db: Db, overrides: Partial<NewUserRow> & { password?: string } = {}): Promise<UserRow> {
  const { password, ...fields } = overrides;
  const n = ++sequence;
  const tag = randomBytes(4).toString('hex');
  const passwordHash = password ? await hashPassword(password) : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      uniqueId: `LX-T${tag.toUpperCase()}`,
      firstName: 'Test',
      lastName: `User ${n}`,
      email: `user-${tag}-${n}@example.test`,
      phone: `555${String(1000000 + n).slice(-7)}`,
      passwordHash,
      userType: 'buying',
      hasAcceptedTerms: true,
      termsAcceptedAt: now,
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      ...fields,
    })
    .returning();
  return user!;
}

export const buildAdmin = (db: Db, overrides: Partial<NewUserRow> = {}) =>
  buildUser(db, { role: 'admin', userType: 'other', ...overrides });
