import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '../../../contracts/admin/admin';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';

let t: TestApp;
let adminId: number;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await buildAdmin(t.database.db)).id;
  staff = await t.loginAs(adminId);
});
afterAll(() => t.close());

const take = (id: number, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url: `/api/impersonate/take/${id}`, headers });
const cookieHeader = (res: Awaited<ReturnType<typeof take>>) => {
  const session = res.cookies.find((cookie) => cookie.name === 'lexchange_session')!;
  const xsrf = res.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!;
  return { cookie: `lexchange_session=${session.value}; XSRF-TOKEN=${xsrf.value}`, 'x-xsrf-token': xsrf.value };
};

describe('GET /api/impersonate/take/{id}', () => {
  it('starts a new session as the user, remembering the staff member', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Rita', lastName: 'Seller', userType: 'selling' });
    const own = await t.loginAs(adminId);
    const res = await take(user.id, own);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_impersonating: true, user: { id: user.id, full_name: 'Rita Seller' } });
    const acting = cookieHeader(res);
    expect(acting.cookie).not.toContain(own.cookie!.split(';')[0]);
    const check = await t.app.inject({ method: 'GET', url: '/api/impersonate/check', headers: acting });
    expect(check.json()).toEqual({ is_impersonating: true });
    // The old staff session was rotated away.
    expect((await t.app.inject({ method: 'GET', url: '/api/impersonate/check', headers: own })).statusCode).toBe(401);
  });

  it('skips the verification and terms gates of the user', async () => {
    const user = await buildUser(t.database.db, { emailVerifiedAt: null, hasAcceptedTerms: false, userType: null });
    const res = await take(user.id, await t.loginAs(adminId));
    expect(res.statusCode).toBe(200);
    const session = await t.deps.sessions.load(cookieHeader(res).cookie.split(';')[0]!.split('=')[1]!);
    expect(session).toMatchObject({ userId: user.id, impersonatorId: adminId });
  });

  it('refuses themselves, other admins and inactive users', async () => {
    const self = await take(adminId);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(ADMIN_ERRORS.selfImpersonate);
    const other = await take((await buildAdmin(t.database.db)).id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ADMIN_ERRORS.impersonateStaff);
    const inactive = await take((await buildUser(t.database.db, { active: false })).id);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().message).toBe(ADMIN_ERRORS.impersonateInactive);
  });

  it('cannot be nested', async () => {
    const first = await buildUser(t.database.db);
    const second = await buildUser(t.database.db);
    const acting = await t.loginAs(first.id, { impersonatorId: adminId });
    const res = await take(second.id, acting);
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an unknown user, 403 for members, 401 for visitors', async () => {
    expect((await take(2_000_000)).statusCode).toBe(404);
    const target = await buildUser(t.database.db);
    expect((await take(target.id, await t.loginAs((await buildUser(t.database.db)).id))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/impersonate/take/${target.id}` })).statusCode).toBe(401);
  });
});
