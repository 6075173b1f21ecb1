import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/password';
import { users } from '../modules/users/users.table';
import type { Database } from '../platform/db/database';
import { createTestDatabase } from '../test/database';
import { buildUser } from '../test/factories';
import { bootstrapAdmin, LOCAL_ADMIN_EMAIL } from './admin';

describe('bootstrapAdmin', () => {
  let database: Database;
  let lines: string[];
  const log = (line: string) => void lines.push(line);
  const byEmail = async (email: string) =>
    (
      await database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    )[0];

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

  it('creates the ADMIN_EMAIL account as a fully onboarded admin', async () => {
    const result = await bootstrapAdmin(database.db, {
      admin: { email: 'ops@firm.test', password: 'a-long-staff-password' },
      embedded: false,
      log,
    });
    expect(result).toEqual({ action: 'created', email: 'ops@firm.test' });
    const admin = await byEmail('ops@firm.test');
    expect(admin).toMatchObject({ role: 'admin', userType: 'other', hasAcceptedTerms: true, active: true });
    expect(admin!.uniqueId).toMatch(/^LX-[A-Z2-7]{6}$/);
    expect(admin!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(admin!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(admin!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(admin!.passwordHash, 'a-long-staff-password')).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('a-long-staff-password');
  });

  it('promotes an existing member and sets the new password; a second run changes nothing', async () => {
    const member = await buildUser(database.db, {
      email: 'Ops@Firm.test',
      userType: 'buying',
      phoneVerifiedAt: null,
      hasAcceptedTerms: false,
    });
    const options = { admin: { email: 'ops@firm.test', password: 'new-staff-password' }, embedded: false, log };
    expect(await bootstrapAdmin(database.db, options)).toMatchObject({ action: 'updated' });
    const admin = await byEmail('ops@firm.test');
    expect(admin!.id).toBe(member.id);
    expect(admin).toMatchObject({ role: 'admin', userType: 'other', hasAcceptedTerms: true });
    expect(admin!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(admin!.emailVerifiedAt!.getTime()).toBe(member.emailVerifiedAt!.getTime());
    expect(await verifyPassword(admin!.passwordHash, 'new-staff-password')).toBe(true);
    expect(admin!.passwordChangedAt).toBeInstanceOf(Date);

    expect(await bootstrapAdmin(database.db, options)).toMatchObject({ action: 'unchanged' });
    expect(await database.db.$count(users)).toBe(1);
  });

  it('on an embedded database without an admin, creates admin@lexchange.local and prints the password once', async () => {
    const result = await bootstrapAdmin(database.db, { embedded: true, log });
    expect(result).toMatchObject({ action: 'created', email: LOCAL_ADMIN_EMAIL });
    const password = (result as { generatedPassword: string }).generatedPassword;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(lines).toEqual([expect.stringContaining(`${LOCAL_ADMIN_EMAIL} with password ${password}`)]);
    const admin = await byEmail(LOCAL_ADMIN_EMAIL);
    expect(admin!.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);

    lines = [];
    expect(await bootstrapAdmin(database.db, { embedded: true, log })).toEqual({ action: 'skipped' });
    expect(lines).toEqual([]);
  });

  it('creates nothing when an admin exists, or on an outside database without ADMIN_* variables', async () => {
    expect(await bootstrapAdmin(database.db, { embedded: false, log })).toEqual({ action: 'skipped' });
    await buildUser(database.db, { role: 'admin', userType: 'other' });
    expect(await bootstrapAdmin(database.db, { embedded: true, log })).toEqual({ action: 'skipped' });
    expect(await database.db.$count(users, eq(users.role, 'admin'))).toBe(1);
    expect(lines).toEqual([]);
  });

  it('two instances starting at once create one account', async () => {
    const options = { admin: { email: 'ops@firm.test', password: 'a-long-staff-password' }, embedded: false, log };
    const results = await Promise.all([bootstrapAdmin(database.db, options), bootstrapAdmin(database.db, options)]);
    expect(results.map((r) => r.action).sort()).toEqual(['created', 'unchanged']);
    expect(await database.db.$count(users)).toBe(1);
  });
});
