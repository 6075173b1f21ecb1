import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { users } from '../users/users.table';
import { headersFrom, sends } from '../../test/http';

const t = useTestApp();
const http = sends(t);

let n = 0;
const registration = (overrides: Record<string, unknown> = {}) => {
  n++;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada-${n}@example.test`,
    phone: '(555) 201-000' + (n % 10),
    password: 'a sound passphrase',
    password_confirmation: 'a sound passphrase',
    ...overrides,
  };
};

const register = async (body: object) => http.post('/api/auth/register', await t.loginAs(null), body);

describe('POST /api/auth/register', () => {
  it('creates the account, logs in (201) and sends the verification e-mail', async () => {
    const body = registration({ email: '  Grace.Hopper@Example.TEST ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const profile = res.json();
    expect(profile).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      full_name: 'Ada Lovelace',
      email: 'grace.hopper@example.test',
      phone: body.phone.replace(/\D/g, ''),
      role: 'user',
      user_type: null,
      has_accepted_terms: false,
      email_verified_at: null,
      phone_verified_at: null,
      active: true,
      two_factor_enabled: false,
      verification_level: 'unverified',
      image: null,
    });
    expect(profile.unique_id).toMatch(/^LX-[A-Z2-7]{6}$/);
    const me = await http.get('/api/profile', headersFrom(res));
    expect(me.json().id).toBe(profile.id);
    const mails = await t.mails();
    expect(mails.at(-1)).toContain('To: grace.hopper@example.test');
    expect(mails.at(-1)).toContain('/api/auth/email/verify/');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, profile.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const existing = await buildUser(t.database.db);
    const res = await register(registration({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('answers five registrations of one e-mail at once like sequential ones: one 201, four 422s, one account', async () => {
    const body = registration();
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const res of answers.filter((item) => item.statusCode === 422))
      expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect(await t.database.db.$count(users, eq(users.email, body.email))).toBe(1);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await register(registration({ password: 'password1', password_confirmation: 'password1' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['This password is one of the most common passwords. Choose a less common one.']);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    const long = 'x'.repeat(129);
    const tooLong = await register(registration({ password: long, password_confirmation: long }));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.password).toEqual(['The password field must not be greater than 128 characters.']);
    const tooShort = await register(registration({ password: 'Ab1!xyz', password_confirmation: 'Ab1!xyz' }));
    expect(tooShort.json().errors.password).toEqual(['The password field must be at least 8 characters.']);
    const justRight = 'y'.repeat(127) + 'z';
    expect((await register(registration({ password: justRight, password_confirmation: justRight }))).statusCode).toBe(201);
  });

  it('refuses a confirmation that does not match', async () => {
    const res = await register(registration({ password_confirmation: 'something else entirely' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['The password field confirmation does not match.']);
  });

  it('names every missing field and checks the phone', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'password_confirmation',
      'phone',
    ]);
    expect(res.json().errors.first_name).toEqual(['The first name field is required.']);
    const badPhone = await register(registration({ phone: '12345' }));
    expect(badPhone.json().errors.phone).toEqual(['The phone field must have 10 digits, or 11 with the country code.']);
    const badEmail = await register(registration({ email: 'not-an-email' }));
    expect(badEmail.json().errors.email).toEqual(['The email field must be a valid email address.']);
  });

  it('needs the CSRF token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
    expect(res.statusCode).toBe(419);
  });
});
