import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, ADMIN_MESSAGES } from '../../../contracts/admin/admin';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';
import { sessions } from '../../platform/session/session.table';
import { users } from '../users/users.table';
import { addUserDeletionStep } from './user-deletion';

let t: TestApp;
let adminId: number;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await buildAdmin(t.database.db)).id;
  staff = await t.loginAs(adminId);
});
afterAll(() => t.close());

const remove = (id: number, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: staff, ...(payload ? { payload } : {}) });
const exists = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id))).length === 1;
const hasFile = async (key: string) => (await t.deps.storage.get(key)) !== null;

describe('DELETE /api/users/{id}', () => {
  it('needs the full name typed to confirm', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Mary', lastName: 'Jane Watson' });
    for (const confirm_name of ['', 'Mary', 'mary jane watson', 'Mary Jane']) {
      const res = await remove(user.id, { confirm_name });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.confirm_name).toEqual([ADMIN_ERRORS.confirmName]);
    }
    expect((await remove(user.id)).statusCode).toBe(422);
    expect(await exists(user.id)).toBe(true);
  });

  it('deletes the user, their profile photo and sessions with the SPEC message', async () => {
    const imageKey = `profile/${Date.now()}.png`;
    await t.deps.storage.put(imageKey, Buffer.from('png'), 'image/png');
    const user = await buildUser(t.database.db, { firstName: 'Mary', lastName: 'Jane Watson', imageKey });
    const theirs = await t.loginAs(user.id);
    const res = await remove(user.id, { confirm_name: '  Mary  Jane Watson ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.deleted });
    expect(await exists(user.id)).toBe(false);
    expect(await hasFile(imageKey)).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/impersonate/check', headers: theirs })).statusCode).toBe(401);
  });

  it('runs the registered deletion steps in one transaction and removes their files after commit', async () => {
    const user = await buildUser(t.database.db);
    const listingFile = `listings/${user.id}/financials.pdf`;
    await t.deps.storage.put(listingFile, Buffer.from('%PDF'), 'application/pdf');
    let failing = true;
    addUserDeletionStep({
      name: 'test:listings',
      async run({ tx, user: deleted, removeFileAfterCommit }) {
        if (deleted.id !== user.id) return;
        removeFileAfterCommit(listingFile);
        await tx.execute(sql`update users set first_name = 'Changed' where id = ${deleted.id}`);
        if (failing) throw new Error('listing storage unavailable');
      },
    });
    const confirm_name = `${user.firstName} ${user.lastName}`;
    const failed = await remove(user.id, { confirm_name });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Server Error' });
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(kept!.firstName).toBe(user.firstName);
    expect(await hasFile(listingFile)).toBe(true);

    failing = false;
    expect((await remove(user.id, { confirm_name })).statusCode).toBe(200);
    expect(await exists(user.id)).toBe(false);
    expect(await hasFile(listingFile)).toBe(false);
  });

  it('refuses to delete the staff member themselves or another admin', async () => {
    const self = await remove(adminId, { confirm_name: 'anything' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(ADMIN_ERRORS.selfDelete);
    const other = await buildAdmin(t.database.db);
    const res = await remove(other.id, { confirm_name: `${other.firstName} ${other.lastName}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_ERRORS.deleteStaff);
    expect(await exists(other.id)).toBe(true);
  });

  it('answers 404 for an unknown user and 403 for members', async () => {
    expect((await remove(2_000_000, { confirm_name: 'Nobody' })).statusCode).toBe(404);
    const user = await buildUser(t.database.db);
    const member = await t.loginAs((await buildUser(t.database.db)).id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: member, payload: { confirm_name: 'x' } });
    expect(res.statusCode).toBe(403);
  });
});
