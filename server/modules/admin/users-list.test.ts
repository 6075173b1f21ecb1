import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserList } from '../../../contracts/admin/admin';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';

let t: TestApp;
let staff: Record<string, string>;

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: staff });
  return { status: res.statusCode, body: res.json() as AdminUserList };
};
const emails = (body: AdminUserList) => body.data.map((user) => user.email);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const admin = await buildAdmin(db, { firstName: 'Ada', lastName: 'Staff', email: 'ada@staff.test' });
  staff = await t.loginAs(admin.id);
  await buildUser(db, {
    firstName: 'Zoe',
    lastName: 'Anders',
    email: 'zoe@firm.test',
    uniqueId: 'LX-ZOE001',
    userType: 'selling',
    verificationLevel: 'VBO',
  });
  await buildUser(db, { firstName: 'Bob', lastName: 'Young', email: 'bob_100%@firm.test', userType: 'buying', active: false });
  await buildUser(db, { firstName: 'Carl', lastName: 'Mason', email: 'carl@firm.test', userType: null, hasAcceptedTerms: false });
  await buildUser(db, { firstName: 'Dina', lastName: 'Mason', email: 'dina@firm.test', userType: '-' });
  for (let i = 0; i < 6; i++)
    await buildUser(db, { firstName: 'Page', lastName: `Filler ${i}`, email: `filler${i}@bulk.test`, userType: 'other' });
});
afterAll(() => t.close());

describe('GET /api/users', () => {
  it('lists users in the list shape with pages', async () => {
    const { status, body } = await list('?per_page=4&page=2&sort=email');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ current_page: 2, last_page: 3, per_page: 4, total: 11 });
    expect(body.data).toHaveLength(4);
    expect(emails(body)).toEqual(['filler0@bulk.test', 'filler1@bulk.test', 'filler2@bulk.test', 'filler3@bulk.test']);
  });

  it('shows staff fields and never secrets', async () => {
    const { body } = await list('?search=zoe@firm.test');
    expect(body.data).toHaveLength(1);
    const [zoe] = body.data;
    expect(zoe).toMatchObject({
      full_name: 'Zoe Anders',
      unique_id: 'LX-ZOE001',
      role: 'user',
      user_type: 'selling',
      verification_level: 'VBO',
      active: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|two_factor_secret|recovery/i);
  });

  it('searches name, e-mail and unique id, taking % and _ literally', async () => {
    expect(emails((await list('?search=zoe%20anders')).body)).toEqual(['zoe@firm.test']);
    expect(emails((await list('?search=LX-ZOE')).body)).toEqual(['zoe@firm.test']);
    expect(emails((await list('?filter[search]=MASON&sort=email')).body)).toEqual(['carl@firm.test', 'dina@firm.test']);
    expect(emails((await list(`?search=${encodeURIComponent('_100%')}`)).body)).toEqual(['bob_100%@firm.test']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).body.meta.total).toBe(1);
  });

  it('filters by role, active, user type and verification level', async () => {
    expect(emails((await list('?filter[role]=admin')).body)).toEqual(['ada@staff.test']);
    expect(emails((await list('?filter[active]=false')).body)).toEqual(['bob_100%@firm.test']);
    expect((await list('?filter[active]=1')).body.meta.total).toBe(10);
    expect(emails((await list('?filter[user_type]=selling')).body)).toEqual(['zoe@firm.test']);
    expect(emails((await list('?filter[user_type]=none&sort=email')).body)).toEqual(['carl@firm.test', 'dina@firm.test']);
    expect(emails((await list('?filter[verification_level]=VBO')).body)).toEqual(['zoe@firm.test']);
    expect((await list('?filter[user_type]=other&filter[search]=filler&per_page=2')).body.meta).toEqual({
      current_page: 1,
      last_page: 3,
      per_page: 2,
      total: 6,
    });
  });

  it('sorts by name either way, newest first by default', async () => {
    const ascending = (await list('?sort=name&filter[search]=firm')).body.data.map((user) => user.full_name);
    expect(ascending).toEqual(['Zoe Anders', 'Carl Mason', 'Dina Mason', 'Bob Young']);
    const descending = (await list('?sort=-name&filter[search]=firm')).body.data.map((user) => user.full_name);
    expect(descending).toEqual(['Bob Young', 'Dina Mason', 'Carl Mason', 'Zoe Anders']);
    const newest = (await list()).body.data[0]!;
    expect(newest.email).toBe('filler5@bulk.test');
  });

  it('answers a page past the end with no rows', async () => {
    const { body } = await list('?page=9');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 9, last_page: 1, total: 11 });
  });

  it('refuses unknown sorts, filters values and page sizes with 422', async () => {
    for (const query of [
      '?sort=password_hash',
      '?filter[role]=owner',
      '?filter[active]=maybe',
      '?per_page=101',
      '?page=0',
      '?filter[verification_level]=VX',
    ]) {
      expect((await list(query)).status, query).toBe(422);
    }
  });

  it('is for staff only', async () => {
    const buyer = await buildUser(t.database.db);
    const asBuyer = await t.app.inject({ method: 'GET', url: '/api/users', headers: await t.loginAs(buyer.id) });
    expect(asBuyer.statusCode).toBe(403);
    const asVisitor = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(asVisitor.statusCode).toBe(401);
  });
});
