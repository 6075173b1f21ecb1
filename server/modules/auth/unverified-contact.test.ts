import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildUser } from '../../test/factories';
import { users } from '../users/users.table';
import { sends } from '../../test/http';

const t = useTestApp();
const http = sends(t);

const UPDATE = '/api/auth/unverified-contact/update';
const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PUT /api/auth/unverified-contact/update', () => {
  it('corrects an unverified e-mail and sends the link to the new address', async () => {
    const user = await buildUser(t.database.db, { emailVerifiedAt: null });
    const res = await http.put(UPDATE, await t.loginAs(user.id), { email: 'Corrected.Address@Example.TEST' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We sent a new verification link to corrected.address@example.test.' });
    expect((await rowOf(user.id)).email).toBe('corrected.address@example.test');
    const mail = (await t.mails()).at(-1)!;
    expect(mail).toContain('To: corrected.address@example.test');
    expect(mail).toContain(`/api/auth/email/verify/${user.id}/`);
  });

  it('corrects an unverified phone and texts a new code (form-encoded, with method override)', async () => {
    const user = await buildUser(t.database.db, { phoneVerifiedAt: null });
    const res = await t.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { ...(await t.loginAs(user.id)), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT&phone=%2B1%20(555)%20303-4444',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We sent a new verification code to your phone.' });
    expect((await rowOf(user.id)).phone).toBe('15553034444');
    expect((await t.texts()).at(-1)!.to).toBe('+15553034444');
  });

  it('refuses a contact that is already verified', async () => {
    const user = await buildUser(t.database.db, { phoneVerifiedAt: null });
    const headers = await t.loginAs(user.id);
    const email = await http.put(UPDATE, headers, { email: 'new-address@example.test' });
    expect(email.statusCode).toBe(422);
    expect(email.json().message).toBe('Your e-mail address is already verified; change it in your account settings.');
    expect((await rowOf(user.id)).email).toBe(user.email);
    const verified = await buildUser(t.database.db, { emailVerifiedAt: null });
    const phone = await http.put(UPDATE, await t.loginAs(verified.id), { phone: '5553035555' });
    expect(phone.json().message).toBe('Your phone number is already verified; change it in your account settings.');
  });

  it('refuses an e-mail that is taken, and an empty request', async () => {
    const taken = await buildUser(t.database.db);
    const user = await buildUser(t.database.db, { emailVerifiedAt: null });
    const headers = await t.loginAs(user.id);
    const res = await http.put(UPDATE, headers, { email: taken.email });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
    const empty = await http.put(UPDATE, headers, { email: '', phone: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.email).toEqual(['Enter a new e-mail address or phone number.']);
  });

  it('is refused to staff acting as the user (403)', async () => {
    const admin = await buildAdmin(t.database.db);
    const user = await buildUser(t.database.db, { emailVerifiedAt: null });
    const res = await http.put(UPDATE, await t.loginAs(user.id, { impersonatorId: admin.id }), { email: 'staff-choice@example.test' });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(user.id)).email).toBe(user.email);
  });

  it('keeps the SMS cooldown: a second phone change within 60 s is 429 and changes nothing', async () => {
    const user = await buildUser(t.database.db, { phoneVerifiedAt: null });
    const headers = await t.loginAs(user.id);
    expect((await http.put(UPDATE, headers, { phone: '5553036666' })).statusCode).toBe(200);
    const res = await http.put(UPDATE, headers, { phone: '5553037777' });
    expect(res.statusCode).toBe(429);
    expect((await rowOf(user.id)).phone).toBe('5553036666');
  });
});
