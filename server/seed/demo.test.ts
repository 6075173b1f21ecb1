import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/password';
import { users } from '../modules/users/users.table';
import type { Database } from '../platform/db/database';
import { createTestDatabase } from '../test/database';
import { buildUser } from '../test/factories';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './demo';

describe('seedDemo', () => {
  let database: Database;
  let lines: string[];
  const log = (line: string) => void lines.push(line);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    lines = [];
    await database.db.delete(users);
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates every demo login, fully onboarded, with the documented password', async () => {
    expect(await seedDemo(database.db, log)).toBe(true);
    const rows = await database.db.select().from(users).orderBy(asc(users.id));
    expect(rows.map((row) => row.email)).toEqual(DEMO_LOGINS.map((login) => login.email));
    for (const row of rows) {
      expect(row).toMatchObject({ hasAcceptedTerms: true, active: true });
      expect(row.emailVerifiedAt && row.phoneVerifiedAt && row.termsAcceptedAt).toBeTruthy();
      expect(row.uniqueId).toMatch(/^LX-[A-Z2-7]{6}$/);
      expect(row.phone).toMatch(/^\d{3}555\d{4}$/);
    }
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(new Set(DEMO_LOGINS.map((login) => login.userType))).toEqual(new Set(['buying', 'selling', 'valuing', 'other']));
    expect(DEMO_LOGINS.filter((login) => login.role === 'admin')).toHaveLength(1);
    expect(rows.filter((row) => row.role === 'admin').map((row) => row.email)).toEqual(DEMO_LOGINS.filter((l) => l.role === 'admin').map((l) => l.email));
    expect(lines).toHaveLength(1);
  });

  it('is idempotent and never mixes with real members', async () => {
    await seedDemo(database.db, log);
    expect(await seedDemo(database.db, log)).toBe(false);
    expect(await database.db.$count(users)).toBe(DEMO_LOGINS.length);

    await database.db.delete(users);
    await buildUser(database.db);
    expect(await seedDemo(database.db, log)).toBe(false);
    expect(await database.db.$count(users)).toBe(1);
  });

  it('runs beside existing staff, even one using a demo address', async () => {
    const staff = DEMO_LOGINS.find((login) => login.role === 'admin')!;
    await buildUser(database.db, { role: 'admin', userType: 'other', email: staff.email });
    expect(await seedDemo(database.db, log)).toBe(true);
    expect(await database.db.$count(users)).toBe(DEMO_LOGINS.length);
  });
});
