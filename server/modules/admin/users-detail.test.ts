import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '../../../contracts/admin/admin';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';
import { auditLog } from '../audit/audit.table';

let t: TestApp;
let staff: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await buildAdmin(t.database.db, { firstName: 'Sam', lastName: 'Staff' })).id;
  staff = await t.loginAs(adminId);
});
afterAll(() => t.close());

const detail = (id: number, headers = staff) => t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });

describe('GET /api/users/{id}', () => {
  it('shows the user with the writes staff made as them, newest first', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Lena', lastName: 'Buyer' });
    const other = await buildUser(t.database.db);
    await t.database.db.insert(auditLog).values([
      {
        staffId: adminId,
        userId: user.id,
        method: 'POST',
        route: '/api/listings',
        status: 201,
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        staffId: adminId,
        userId: user.id,
        method: 'DELETE',
        route: '/api/notifications/:id',
        status: 204,
        createdAt: new Date('2025-01-02T10:00:00Z'),
      },
      {
        staffId: adminId,
        userId: other.id,
        method: 'PUT',
        route: '/api/favorites/:id',
        status: 200,
        createdAt: new Date('2025-01-03T10:00:00Z'),
      },
    ]);
    const res = await detail(user.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminUserDetail;
    expect(body.user).toMatchObject({ id: user.id, full_name: 'Lena Buyer' });
    expect(body.audit_entries.map((entry) => [entry.method, entry.route, entry.status, entry.staff_name, entry.user_name])).toEqual([
      ['DELETE', '/api/notifications/:id', 204, 'Sam Staff', 'Lena Buyer'],
      ['POST', '/api/listings', 201, 'Sam Staff', 'Lena Buyer'],
    ]);
    expect(body.audit_entries[0]!.created_at).toBe('2025-01-02T10:00:00.000Z');
  });

  it('shows a staff member the writes they made as others', async () => {
    const body = (await detail(adminId)).json() as AdminUserDetail;
    expect(body.audit_entries.length).toBeGreaterThanOrEqual(3);
    expect(body.audit_entries.every((entry) => entry.staff_id === adminId)).toBe(true);
  });

  it('answers 404 for an unknown user, 422 for a malformed id and 403 for members', async () => {
    expect((await detail(2_000_000)).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/users/abc', headers: staff });
    expect(malformed.statusCode).toBe(422);
    const member = await buildUser(t.database.db);
    expect((await detail(member.id, await t.loginAs(member.id))).statusCode).toBe(403);
  });
});
