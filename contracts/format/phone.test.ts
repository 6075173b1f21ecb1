import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['555123456', '(555) 123-456'],
    ['5551234567', '(555) 123-4567'],
    ['15551234567', '+1 (555) 123-4567'],
    ['155512345678', '+1 (555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['+1 555.123.4567', '+1 (555) 123-4567'],
    ['call me', ''],
  ])('%j → %j', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it('accepts numbers and nothing', () => {
    expect(formatPhone(5551234567)).toBe('(555) 123-4567');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('keeps every digit it was given (up to 11) in order', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(formatPhone(raw).replace(/\D/g, '')).toBe(raw.replace(/\D/g, '').slice(0, 11));
      }),
    );
  });

  it('is stable when its own output is formatted again (typing into a formatted input)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(formatPhone(formatPhone(raw))).toBe(formatPhone(raw));
      }),
    );
  });

  it('shows the full patterns for 10 and 11 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10,11}$/), (digits) => {
        expect(formatPhone(digits)).toMatch(digits.length === 10 ? /^\(\d{3}\) \d{3}-\d{4}$/ : /^\+\d \(\d{3}\) \d{3}-\d{4}$/);
      }),
    );
  });
});

describe('normalizePhone', () => {
  it('stores digits only', () => {
    expect(normalizePhone('+1 (555) 123-4567')).toBe('15551234567');
    expect(normalizePhone('(555) 123-4567')).toBe('5551234567');
    expect(normalizePhone(null)).toBe('');
  });

  it('undoes formatPhone', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,11}$/), (digits) => {
        expect(normalizePhone(formatPhone(digits))).toBe(digits);
      }),
    );
  });
});
