import { and, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users, type NewUserRow, type UserRow } from './users.table';

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** The form of an address that hasEmail compares: e-mail addresses are unique without regard to case (users_email_unique). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The user's address is `normalized` (a normalizeEmail value, or a placeholder for one); uses users_email_unique. */
export const hasEmail = (normalized: string | SQLWrapper) => sql`lower(${users.email}) = ${normalized}`;

/** Public handles (unique ids) by user id, for naming people before identities are open. */
export async function uniqueIdsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, uniqueId: users.uniqueId }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.uniqueId]));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(hasEmail(normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const byEmail = hasEmail(normalizeEmail(email));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(byEmail, ne(users.id, exceptUserId)) : byEmail)
    .limit(1);
  return Boolean(row);
}

export async function updateUser(db: Db, id: number, patch: Partial<NewUserRow>): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error(`User ${id} vanished during an update.`);
  return user;
}

/** PostgreSQL's unique_violation, for races the pre-checks cannot close. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint_name: name } = pgError as { code?: string; constraint_name?: string };
  return code === '23505' && (!constraint || name === constraint);
}

/**
 * The user's stored verification level, with the row locked until the transaction ends; only the verifications
 * module's recomputeUserLevel calls this and writeVerificationLevel (it is the one place that computes a level).
 */
export async function lockVerificationLevel(db: Db, id: number): Promise<string | null> {
  const [user] = await db.select({ level: users.verificationLevel }).from(users).where(eq(users.id, id)).for('update').limit(1);
  return user?.level ?? null;
}

export async function writeVerificationLevel(db: Db, id: number, level: string, now: Date): Promise<void> {
  await db.update(users).set({ verificationLevel: level, updatedAt: now }).where(eq(users.id, id));
}
