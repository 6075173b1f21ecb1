import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';
import { sends, type Headers } from '../../test/http';

let t: TestApp;
let http: ReturnType<typeof sends>;
let staff: Headers;
let staffId: number;
let member: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  http = sends(t);
  const admin = await buildAdmin(t.database.db, { firstName: 'Rebecca', lastName: 'Lindqvist' });
  staffId = admin.id;
  staff = await t.loginAs(admin.id);
  member = await t.loginAs((await buildUser(t.database.db)).id);
});
afterAll(() => t.close());

const profile = (overrides: Record<string, unknown> = {}) => ({
  user_id: staffId,
  name: 'Rebecca Lindqvist',
  title: 'Senior broker',
  bio: 'Former managing partner; has guided forty practice sales.',
  specialities: ['Personal injury', 'Seller financing'],
  time_zone: 'America/Chicago',
  ...overrides,
});

describe('staff manage experts', () => {
  it('adds an expert, sets weekly hours and days off; members then see the slots', async () => {
    const created = await http.post('/api/admin/experts', staff, profile());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const hours = await http.put(`/api/admin/experts/${id}/availability`, staff, {
      windows: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '17:30' },
        { weekday: 3, start: '10:00', end: '16:00' },
      ],
    });
    expect(hours.statusCode).toBe(200);
    expect(hours.json().windows).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:30' },
      { weekday: 3, start: '10:00', end: '16:00' },
    ]);
    const blocked = await http.post(`/api/admin/experts/${id}/blocked-days`, staff, { day: '2031-07-04', reason: 'Independence Day' });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json().blocked_days).toEqual([{ id: expect.any(Number), day: '2031-07-04', reason: 'Independence Day' }]);
    const again = await http.post(`/api/admin/experts/${id}/blocked-days`, staff, { day: '2031-07-04' });
    expect(again.json().errors.day).toEqual(['That day is already blocked.']);
    const dayId = blocked.json().blocked_days[0].id;
    expect((await http.del(`/api/admin/experts/${id}/blocked-days/${dayId}`, staff)).json().blocked_days).toEqual([]);
    expect((await http.del(`/api/admin/experts/${id}/blocked-days/${dayId}`, staff)).statusCode).toBe(404);

    const seen = (await http.get('/api/experts', member)).json().data.find((expert: { id: number }) => expert.id === id);
    expect(seen.days.length).toBeGreaterThan(0);
    const updated = await http.put(`/api/admin/experts/${id}`, staff, profile({ active: false }));
    expect(updated.json().active).toBe(false);
    expect((await http.get('/api/experts', member)).json().data.some((expert: { id: number }) => expert.id === id)).toBe(false);
    expect((await http.get('/api/admin/experts', staff)).json().data.some((expert: { id: number }) => expert.id === id)).toBe(true);
  });

  it('refuses bad profiles and hours with messages beside the fields', async () => {
    const notStaff = await buildUser(t.database.db);
    expect((await http.post('/api/admin/experts', staff, profile({ user_id: notStaff.id }))).json().errors.user_id).toEqual([
      'An expert must be a Lexchange staff member.',
    ]);
    const bad = await http.post(
      '/api/admin/experts',
      staff,
      profile({ time_zone: 'Mars/Base', name: '', specialities: Array(9).fill('x') }),
    );
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'specialities', 'time_zone']);
    const id = (await http.post('/api/admin/experts', staff, profile())).json().id;
    const overlap = await http.put(`/api/admin/experts/${id}/availability`, staff, {
      windows: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:30', end: '13:00' },
      ],
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors['windows.1.start']).toEqual(['These hours overlap on the same day.']);
    const odd = await http.put(`/api/admin/experts/${id}/availability`, staff, { windows: [{ weekday: 8, start: '09:15', end: '08:00' }] });
    expect(Object.keys(odd.json().errors).sort()).toEqual(['windows.0.end', 'windows.0.start', 'windows.0.weekday']);
    expect((await http.put('/api/admin/experts/999999/availability', staff, { windows: [] })).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await http.get('/api/admin/experts', member)).statusCode).toBe(403);
    expect((await http.get('/api/admin/bookings', member)).statusCode).toBe(403);
    expect((await http.post('/api/admin/experts', member, profile())).statusCode).toBe(403);
  });
});
