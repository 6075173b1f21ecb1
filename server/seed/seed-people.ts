/** Inserts the demo accounts in one statement and returns every demo person's row, staff included. */
import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../platform/db/database';
import { generateUniqueId, withUniqueId } from '../modules/users/unique-id';
import { users, type NewUserRow, type UserRow } from '../modules/users/users.table';
import { PEOPLE, type DemoPersonKey } from './demo-people';

export type DemoPeople = ReadonlyMap<DemoPersonKey, UserRow>;

export async function insertDemoPeople(tx: Transaction, passwordHash: string, now: Date): Promise<DemoPeople> {
  const emails = PEOPLE.map((person) => person.email.toLowerCase());
  const lowerEmail = sql<string>`lower(${users.email})`;
  // Only staff exist at this point; one of them may already use a demo address (ADMIN_EMAIL).
  const taken = new Set((await tx.select({ email: lowerEmail }).from(users).where(inArray(lowerEmail, emails))).map((row) => row.email));
  const rows: Omit<NewUserRow, 'uniqueId'>[] = PEOPLE.filter((person) => !taken.has(person.email.toLowerCase())).map((person) => {
    const joined = new Date(now.getTime() - person.joinedDaysAgo * 86_400_000);
    return {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      role: person.role,
      userType: person.userType,
      verificationLevel: person.verificationLevel,
      completedSurvey: person.completedSurvey,
      passwordHash,
      hasAcceptedTerms: true,
      termsAcceptedAt: joined,
      emailVerifiedAt: joined,
      phoneVerifiedAt: joined,
      createdAt: joined,
      updatedAt: joined,
    };
  });
  if (rows.length > 0) {
    // A taken handle (one in a billion) is drawn again; the savepoint keeps the seed's transaction usable.
    await withUniqueId(() =>
      tx.transaction((savepoint) => savepoint.insert(users).values(rows.map((row) => ({ ...row, uniqueId: generateUniqueId() })))),
    );
  }
  const saved = await tx.select().from(users).where(inArray(lowerEmail, emails));
  const byEmail = new Map(saved.map((user) => [user.email.toLowerCase(), user]));
  return new Map(PEOPLE.map((person) => [person.key, byEmail.get(person.email.toLowerCase())!]));
}
