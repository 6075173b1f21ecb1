/** Currency inputs (docs/product.md "Validation and display") keep digits only, with a $ prefix and thousands separators; figures show in full. */

/** Fifteen digits stay within Number.MAX_SAFE_INTEGER, so what is shown always parses back exactly. */
export const CURRENCY_MAX_DIGITS = 15;

/** 1250000 → 1,250,000 (digits only). */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function inputDigits(raw: string | number | null | undefined): string {
  if (typeof raw === 'number') return Number.isFinite(raw) ? inputDigits(String(Math.trunc(Math.abs(raw)))) : '';
  const digits = String(raw ?? '')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
  return digits.slice(0, CURRENCY_MAX_DIGITS);
}

/** What a currency input shows: '' when empty, otherwise `$` and grouped digits ('1250000' → '$1,250,000'). */
export function formatCurrencyInput(raw: string | number | null | undefined): string {
  const digits = inputDigits(raw);
  return digits ? `$${groupThousands(digits)}` : '';
}

/** The whole-dollar amount a currency input holds, or null when it is empty. */
export function parseCurrencyInput(text: string | number | null | undefined): number | null {
  const digits = inputDigits(text);
  return digits ? Number(digits) : null;
}

const moneyFormats = new Map<boolean, Intl.NumberFormat>();

/** Building an Intl formatter costs far more than formatting with one, so each of the two is built once. */
function moneyFormat(cents: boolean): Intl.NumberFormat {
  let format = moneyFormats.get(cents);
  if (!format) {
    const digits = cents ? 2 : 0;
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(cents, format);
  }
  return format;
}

/**
 * A full figure: $1,250,000; cents only when there are any ($99.50); '' for a missing or non-numeric amount. Whole
 * dollars — nearly every figure — are grouped here, as Intl groups them: the first Intl.NumberFormat of a page costs a
 * slow phone more than a screen of listing cards (issue #16).
 */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  if (Number.isSafeInteger(value)) return `${value < 0 ? '-' : ''}$${groupThousands(String(Math.abs(value)))}`;
  const cents = !Number.isInteger(value) && Math.round(value * 100) % 100 !== 0;
  return moneyFormat(cents).format(value);
}
