import { and, asc, eq, inArray, isNull, lt, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/database';
import { users, type NewUserRow, type UserRow } from './users.table';

/** The app's pool or a transaction on it. */
type Runner = Db | Transaction;

export async function findUserById(db: Runner, id: number): Promise<UserRow | null> {
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

export async function findUserByUniqueId(db: Runner, uniqueId: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.uniqueId, uniqueId)).limit(1);
  return user ?? null;
}

/** What a notice needs to mail the user: the address, the first name, and whether the account is active. */
export async function findMailContact(db: Runner, id: number) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, active: users.active })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return user ?? null;
}

/** Active staff members other than `exceptId`, by id. */
export async function activeStaffIds(db: Runner, exceptId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, exceptId)));
  return rows.map((row) => row.id);
}

/** Every staff member's id and name, by first name. */
export async function staffNames(db: Runner) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.firstName));
}

export async function insertUser(db: Runner, values: NewUserRow): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

/** Writes the fields as they are given (`updatedAt` included when the caller wants it); a missing user is no error. */
export async function setUserFields(db: Runner, id: number, patch: Partial<NewUserRow>): Promise<UserRow | null> {
  const [user] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return user ?? null;
}

export async function deleteUserRow(db: Runner, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Takes the TOTP time step for the user when it is later than the last one taken; false when it is not. */
export async function takeTotpStep(db: Runner, id: number, step: number): Promise<boolean> {
  const taken = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Removes one hashed recovery code from the user's set, atomically; false when the set does not hold it. */
export async function takeRecoveryCode(db: Runner, id: number, hash: string): Promise<boolean> {
  const taken = await db
    .update(users)
    .set({ twoFactorRecoveryCodes: sql`${users.twoFactorRecoveryCodes} - ${hash}::text` })
    .where(and(eq(users.id, id), sql`${users.twoFactorRecoveryCodes} ? ${hash}::text`))
    .returning({ id: users.id });
  return taken.length > 0;
}
