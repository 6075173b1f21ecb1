import { describe, expect, it } from 'vitest';
import {
  FormBooleanSchema,
  LoginSchema,
  phoneToE164,
  PhoneSchema,
  ProfileInformationSchema,
  RegisterSchema,
  UnverifiedContactSchema,
} from './auth';

describe('auth schemas', () => {
  it('keeps phone digits and tells 10 from 11', () => {
    expect(PhoneSchema.parse('(555) 123-4567')).toBe('5551234567');
    expect(PhoneSchema.parse('+1 555 123 4567')).toBe('15551234567');
    expect(PhoneSchema.safeParse('555-1234').success).toBe(false);
    expect(phoneToE164('5551234567')).toBe('+15551234567');
    expect(phoneToE164('45551234567')).toBe('+45551234567');
  });

  it('reads form booleans', () => {
    for (const value of ['1', 'true', 'on', true]) expect(FormBooleanSchema.parse(value)).toBe(true);
    for (const value of ['0', 'false', '', false]) expect(FormBooleanSchema.parse(value)).toBe(false);
    expect(FormBooleanSchema.safeParse('maybe').success).toBe(false);
  });

  it('normalises e-mail addresses and checks the password confirmation', () => {
    expect(LoginSchema.parse({ email: ' Ada@Example.COM ', password: 'x' }).email).toBe('ada@example.com');
    const base = {
      first_name: 'Ada',
      last_name: 'L',
      email: 'a@b.co',
      phone: '5551234567',
      password: 'long enough',
      password_confirmation: 'long enough',
    };
    expect(RegisterSchema.safeParse(base).success).toBe(true);
    const mismatch = RegisterSchema.safeParse({ ...base, password_confirmation: 'other' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['password'], message: 'The password field confirmation does not match.' });
  });

  it('treats blank contact fields as not given', () => {
    expect(UnverifiedContactSchema.parse({ email: '', phone: '5551234567' })).toEqual({ phone: '5551234567' });
    expect(UnverifiedContactSchema.safeParse({ email: '', phone: '' }).success).toBe(false);
  });

  it('accepts only the known user types', () => {
    const base = { first_name: 'Ada', last_name: 'L', email: 'a@b.co', phone: '5551234567' };
    expect(ProfileInformationSchema.safeParse({ ...base, user_type: 'selling' }).success).toBe(true);
    expect(ProfileInformationSchema.safeParse({ ...base, user_type: 'buyer' }).success).toBe(false);
  });
});
