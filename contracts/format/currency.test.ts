import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_MAX_DIGITS, formatCurrencyInput, formatMoney, parseCurrencyInput } from './currency';

describe('formatCurrencyInput', () => {
  it.each([
    ['', ''],
    ['0', '$0'],
    ['7', '$7'],
    ['007', '$7'],
    ['999', '$999'],
    ['1000', '$1,000'],
    ['1250000', '$1,250,000'],
    ['$1,250,000', '$1,250,000'],
    ['12a3.45', '$12,345'],
    ['-500', '$500'],
    ['abc', ''],
  ])('%j → %j', (raw, shown) => {
    expect(formatCurrencyInput(raw)).toBe(shown);
  });

  it('accepts numbers, dropping cents and sign', () => {
    expect(formatCurrencyInput(1250000)).toBe('$1,250,000');
    expect(formatCurrencyInput(1999.99)).toBe('$1,999');
    expect(formatCurrencyInput(Number.NaN)).toBe('');
    expect(formatCurrencyInput(null)).toBe('');
  });

  it('keeps digits only behind a $ and groups of three', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const shown = formatCurrencyInput(raw);
        if (shown === '') expect(raw.replace(/\D/g, '')).toBe('');
        else expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*$/);
      }),
    );
  });

  it('round-trips through parseCurrencyInput', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** CURRENCY_MAX_DIGITS - 1 }), (amount) => {
        expect(parseCurrencyInput(formatCurrencyInput(amount))).toBe(amount);
        expect(formatCurrencyInput(formatCurrencyInput(amount))).toBe(formatCurrencyInput(amount));
      }),
    );
  });
});

describe('parseCurrencyInput', () => {
  it('reads the digits back', () => {
    expect(parseCurrencyInput('$1,250,000')).toBe(1250000);
    expect(parseCurrencyInput('$0')).toBe(0);
    expect(parseCurrencyInput('')).toBeNull();
    expect(parseCurrencyInput('$')).toBeNull();
    expect(parseCurrencyInput(undefined)).toBeNull();
  });

  it('never returns an unsafe integer', () => {
    expect(Number.isSafeInteger(parseCurrencyInput('9'.repeat(40)))).toBe(true);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1250000, '$1,250,000'],
    ['1250000.00', '$1,250,000'],
    [99.5, '$99.50'],
    [-1250, '-$1,250'],
    [null, ''],
    ['', ''],
    ['not money', ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%j → %j', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });

  it('writes whole dollars, negative ones too, exactly as Intl would', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1e6, max: 1e6 })), (amount) => {
        expect(formatMoney(amount)).toBe(intl.format(amount));
      }),
    );
  });

  it('shows whole dollars as the input would', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** CURRENCY_MAX_DIGITS - 1 }), (amount) => {
        expect(formatMoney(amount)).toBe(formatCurrencyInput(amount));
      }),
    );
  });
});
