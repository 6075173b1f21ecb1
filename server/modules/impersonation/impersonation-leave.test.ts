import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '../../../contracts/admin/admin';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';
import { users } from '../users/users.table';

let t: TestApp;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await buildAdmin(t.database.db)).id;
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const sessionToken = (res: Awaited<ReturnType<typeof get>>) => res.cookies.find((cookie) => cookie.name === 'lexchange_session')?.value;

describe('GET /api/impersonate/check', () => {
  it('says whether staff act as the logged-in user', async () => {
    const user = await buildUser(t.database.db);
    expect((await get('/api/impersonate/check', await t.loginAs(user.id))).json()).toEqual({ is_impersonating: false });
    expect((await get('/api/impersonate/check', await t.loginAs(adminId))).json()).toEqual({ is_impersonating: false });
    expect((await get('/api/impersonate/check', await t.loginAs(user.id, { impersonatorId: adminId }))).json()).toEqual({
      is_impersonating: true,
    });
  });

  it('works during onboarding and needs a login', async () => {
    const unverified = await buildUser(t.database.db, { phoneVerifiedAt: null });
    expect((await get('/api/impersonate/check', await t.loginAs(unverified.id))).statusCode).toBe(200);
    expect((await get('/api/impersonate/check')).statusCode).toBe(401);
  });
});

describe('GET /api/impersonate/leave', () => {
  it('returns to a new staff session', async () => {
    const user = await buildUser(t.database.db, { emailVerifiedAt: null });
    const res = await get('/api/impersonate/leave', await t.loginAs(user.id, { impersonatorId: adminId }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_impersonating: false });
    const session = await t.deps.sessions.load(sessionToken(res)!);
    expect(session).toMatchObject({ userId: adminId, impersonatorId: null });
  });

  it('is 403 when not impersonating', async () => {
    const user = await buildUser(t.database.db);
    const res = await get('/api/impersonate/leave', await t.loginAs(user.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_ERRORS.notImpersonating);
    expect((await get('/api/impersonate/leave', await t.loginAs(adminId))).statusCode).toBe(403);
    expect((await get('/api/impersonate/leave')).statusCode).toBe(401);
  });

  it('logs out instead when the staff account lost its staff role', async () => {
    const formerStaff = await buildAdmin(t.database.db);
    const user = await buildUser(t.database.db);
    const acting = await t.loginAs(user.id, { impersonatorId: formerStaff.id });
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, formerStaff.id));
    const res = await get('/api/impersonate/leave', acting);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_ERRORS.staffGone);
    expect((await get('/api/impersonate/check', acting)).statusCode).toBe(401);
  });
});
