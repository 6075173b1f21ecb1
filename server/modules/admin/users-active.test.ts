import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, ADMIN_MESSAGES } from '../../../contracts/admin/admin';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';
import { users } from '../users/users.table';

let t: TestApp;
let adminId: number;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await buildAdmin(t.database.db)).id;
  staff = await t.loginAs(adminId);
});
afterAll(() => t.close());

const setActive = (id: number, payload: Record<string, unknown>, headers = staff) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload });
const isLoggedIn = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/impersonate/check', headers })).statusCode === 200;

describe('PUT /api/users/{id} (active)', () => {
  it('deactivates with the SPEC message and ends the user’s sessions at once', async () => {
    const user = await buildUser(t.database.db);
    const theirs = await t.loginAs(user.id);
    const watching = await t.loginAs(user.id, { impersonatorId: adminId });
    const res = await setActive(user.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ADMIN_MESSAGES.deactivated, user: { id: user.id, active: false } });
    expect(await isLoggedIn(theirs)).toBe(false);
    expect(await isLoggedIn(watching)).toBe(false);
    expect(await isLoggedIn(staff)).toBe(true);
  });

  it('activates with the SPEC message', async () => {
    const user = await buildUser(t.database.db, { active: false });
    const res = await setActive(user.id, { active: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ADMIN_MESSAGES.activated, user: { active: true } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.active).toBe(true);
  });

  it('works as POST with _method=PUT, form-encoded as the SPA sends it', async () => {
    const user = await buildUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}`,
      headers: { ...staff, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT&active=0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADMIN_MESSAGES.deactivated);
  });

  it('does not let staff deactivate themselves', async () => {
    const res = await setActive(adminId, { active: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_ERRORS.selfDeactivate);
    expect(await isLoggedIn(staff)).toBe(true);
  });

  it('lets staff deactivate another admin, whose sessions end', async () => {
    const other = await buildAdmin(t.database.db);
    const theirs = await t.loginAs(other.id);
    expect((await setActive(other.id, { active: false })).statusCode).toBe(200);
    expect(await isLoggedIn(theirs)).toBe(false);
  });

  it('answers 422 without a boolean and 404 for an unknown user', async () => {
    const user = await buildUser(t.database.db);
    expect((await setActive(user.id, {})).statusCode).toBe(422);
    expect((await setActive(user.id, { active: 'yes' })).statusCode).toBe(422);
    const missing = await setActive(2_000_000, { active: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_ERRORS.userNotFound);
  });

  it('is refused to members and to staff while impersonating', async () => {
    const user = await buildUser(t.database.db);
    const member = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await setActive(user.id, { active: false }, member)).statusCode).toBe(403);
    const acting = await t.loginAs((await buildUser(t.database.db)).id, { impersonatorId: adminId });
    expect((await setActive(user.id, { active: false }, acting)).statusCode).toBe(403);
  });
});
