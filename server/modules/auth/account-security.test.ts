import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildUser, DEFAULT_PASSWORD } from '../../test/factories';
import { headersFrom, sends } from '../../test/http';
import { logIn } from './auth.test-support';

const t = useTestApp();
const http = sends(t);

const PASSWORD = '/api/auth/user/password';
const NEW_PASSWORD = 'another sound passphrase';
const change = (overrides: object = {}) => ({
  current_password: DEFAULT_PASSWORD,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
  ...overrides,
});

describe('PUT /api/auth/user/password', () => {
  it('changes the password, ends the other sessions and rotates this one', async () => {
    const user = await buildUser(t.database.db);
    const other = await t.loginAs(user.id);
    const mine = headersFrom(await logIn(t, user.email, DEFAULT_PASSWORD));
    const res = await http.put(PASSWORD, mine, change());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been updated.' });
    expect((await http.get('/api/profile', other)).statusCode).toBe(401);
    expect((await http.get('/api/profile', mine)).statusCode).toBe(401);
    expect((await http.get('/api/profile', headersFrom(res))).statusCode).toBe(200);
    expect((await logIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works through the method override (POST with _method=PUT)', async () => {
    const user = await buildUser(t.database.db);
    const res = await http.post(PASSWORD, await t.loginAs(user.id), { ...change(), _method: 'PUT' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const user = await buildUser(t.database.db);
    const res = await http.put(PASSWORD, await t.loginAs(user.id), change({ current_password: 'not my password' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: ['The provided password does not match your current password.'] });
  });

  it('applies the password rules', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    const common = await http.put(PASSWORD, headers, change({ password: 'qwertyuiop', password_confirmation: 'qwertyuiop' }));
    expect(common.json().errors.password).toEqual(['This password is one of the most common passwords. Choose a less common one.']);
    const long = 'p'.repeat(129);
    const tooLong = await http.put(PASSWORD, headers, change({ password: long, password_confirmation: long }));
    expect(tooLong.json().errors.password).toEqual(['The password field must not be greater than 128 characters.']);
    const missing = await http.put(PASSWORD, headers, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
  });

  it('is refused to staff acting as the user (403)', async () => {
    const admin = await buildAdmin(t.database.db);
    const user = await buildUser(t.database.db);
    const res = await http.put(PASSWORD, await t.loginAs(user.id, { impersonatorId: admin.id }), change());
    expect(res.statusCode).toBe(403);
    expect((await logIn(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    expect((await http.put(PASSWORD, await t.loginAs(null), change())).statusCode).toBe(401);
  });
});
