import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { headersFrom, multipart, sends, type Headers } from '../../test/http';
import { logIn } from '../auth/auth.test-support';
import { users, type UserRow } from './users.table';

const t = useTestApp();
const http = sends(t);

const UPDATE = '/api/auth/user/profile-information';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const fieldsOf = (user: UserRow) => ({ first_name: user.firstName, last_name: user.lastName, email: user.email, phone: user.phone });

async function upload(headers: Headers, user: UserRow, file: { filename: string; data: Buffer; contentType: string }) {
  const form = multipart({ _method: 'PUT', ...fieldsOf(user), image: file });
  return t.app.inject({ method: 'POST', url: UPDATE, headers: { ...headers, 'content-type': form.contentType }, payload: form.payload });
}

describe('GET /api/profile', () => {
  it('returns the profile fields of docs/product.md "Entities" at top level plus two_factor_enabled and verification_level', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Grace', lastName: 'Hopper', userType: 'selling', verificationLevel: 'VBO' });
    const res = await http.get('/api/profile', await t.loginAs(user.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      image: null,
      first_name: 'Grace',
      last_name: 'Hopper',
      name: 'Grace Hopper',
      email: user.email,
      phone: user.phone,
      full_name: 'Grace Hopper',
      unique_id: user.uniqueId,
      role: 'user',
      user_type: 'selling',
      has_accepted_terms: true,
      completed_survey: false,
      email_verified_at: user.emailVerifiedAt!.toISOString(),
      phone_verified_at: user.phoneVerifiedAt!.toISOString(),
      active: true,
      two_factor_enabled: false,
      verification_level: 'VBO',
    });
  });

  it('is open during onboarding', async () => {
    const user = await buildUser(t.database.db, { emailVerifiedAt: null, userType: null, hasAcceptedTerms: false });
    expect((await http.get('/api/profile', await t.loginAs(user.id))).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/user/profile-information', () => {
  it('updates names (JSON) and returns the profile', async () => {
    const user = await buildUser(t.database.db);
    const res = await http.put(UPDATE, await t.loginAs(user.id), { ...fieldsOf(user), first_name: 'Ada', last_name: ' Byron ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Byron',
      full_name: 'Ada Byron',
      email_verified_at: user.emailVerifiedAt!.toISOString(),
    });
  });

  it('accepts terms and a user type form-encoded with _method=PUT, rotating the session', async () => {
    const user = await buildUser(t.database.db, { userType: null, hasAcceptedTerms: false, termsAcceptedAt: null });
    const headers = headersFrom(await logIn(t, user.email, DEFAULT_PASSWORD));
    const body = new URLSearchParams({ _method: 'PUT', ...fieldsOf(user), user_type: 'buying', has_accepted_terms: '1' });
    const res = await t.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_type: 'buying', has_accepted_terms: true });
    expect((await rowOf(user.id)).termsAcceptedAt).not.toBeNull();
    expect((await http.get('/api/profile', headers)).statusCode).toBe(401);
    expect((await http.get('/api/profile', headersFrom(res))).statusCode).toBe(200);
  });

  it('keeps the session id when nothing privileged changes', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    const res = await http.put(UPDATE, headers, { ...fieldsOf(user), user_type: user.userType });
    expect(res.cookies.find((cookie) => cookie.name === 'lexchange_session')).toBeUndefined();
    expect((await http.get('/api/profile', headers)).statusCode).toBe(200);
  });

  it('refuses an unknown user type and missing fields', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    const unknown = await http.put(UPDATE, headers, { ...fieldsOf(user), user_type: 'landlord' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ user_type: ['The selected user type is invalid.'] });
    const dash = await http.put(UPDATE, headers, { ...fieldsOf(user), user_type: '-' });
    expect(dash.statusCode).toBe(422);
    const missing = await http.put(UPDATE, headers, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'first_name', 'last_name', 'phone']);
  });

  it('un-verifies a changed e-mail and phone and sends new verifications', async () => {
    const user = await buildUser(t.database.db);
    const res = await http.put(UPDATE, await t.loginAs(user.id), { ...fieldsOf(user), email: 'moved@example.test', phone: '555-404-1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'moved@example.test',
      phone: '5554041234',
      email_verified_at: null,
      phone_verified_at: null,
    });
    expect((await t.mails()).at(-1)).toContain('To: moved@example.test');
    expect((await t.texts()).at(-1)).toMatchObject({ to: '+15554041234' });
  });

  it('refuses an e-mail that is taken', async () => {
    const taken = await buildUser(t.database.db);
    const user = await buildUser(t.database.db);
    const res = await http.put(UPDATE, await t.loginAs(user.id), { ...fieldsOf(user), email: taken.email.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it("lets staff acting as the user edit names but not the user's e-mail or phone", async () => {
    const admin = await buildAdmin(t.database.db);
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id, { impersonatorId: admin.id });
    const email = await http.put(UPDATE, headers, { ...fieldsOf(user), email: 'staff-choice@example.test' });
    expect(email.statusCode).toBe(403);
    const phone = await http.put(UPDATE, headers, { ...fieldsOf(user), phone: '5559998888' });
    expect(phone.statusCode).toBe(403);
    expect((await rowOf(user.id)).email).toBe(user.email);
    expect((await http.put(UPDATE, headers, { ...fieldsOf(user), first_name: 'Fixed' })).statusCode).toBe(200);
  });
});

describe('profile image', () => {
  it('stores a PNG sent as multipart and serves it to its owner (who may see it is in profile-photo.test.ts)', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    const res = await upload(headers, user, { filename: 'me.png', data: PNG, contentType: 'image/png' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().image;
    expect(url).toMatch(new RegExp(`^/api/users/${user.id}/image\\?v=[\\w-]{32}$`));
    const image = await http.get(url, headers);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await http.get(url)).statusCode).toBe(401);

    const firstKey = (await rowOf(user.id)).imageKey!;
    const replaced = await upload(headers, user, { filename: 'new.webp', data: PNG, contentType: 'image/webp' });
    expect(replaced.json().image).not.toBe(url);
    expect(await t.deps.storage.get(firstKey)).toBeNull();
  });

  it('ignores an empty file part', async () => {
    const user = await buildUser(t.database.db);
    const res = await upload(await t.loginAs(user.id), user, {
      filename: '',
      data: Buffer.alloc(0),
      contentType: 'application/octet-stream',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toBeNull();
  });

  it('refuses a file that is not PNG, JPEG or WebP by its bytes, whatever it claims', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    for (const file of [
      { filename: 'me.png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), contentType: 'image/png' },
      { filename: 'me.gif', data: GIF, contentType: 'image/gif' },
    ]) {
      const res = await upload(headers, user, file);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ image: ['The image must be a PNG, JPEG or WebP file.'] });
    }
    expect((await rowOf(user.id)).imageKey).toBeNull();
  });

  it('refuses an image over 5 MB', async () => {
    const user = await buildUser(t.database.db);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(await t.loginAs(user.id), user, { filename: 'big.png', data: big, contentType: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ image: ['The image must not be greater than 5 MB.'] });
  });

  it('answers 404 for a user without an image', async () => {
    const user = await buildUser(t.database.db);
    expect((await http.get(`/api/users/${user.id}/image`, await t.loginAs(user.id))).statusCode).toBe(404);
  });
});
