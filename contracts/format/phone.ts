/** Phone numbers as docs/product.md "Validation and display" shows them: stored as digits, displayed as (###) ###-#### or +# (###) ###-####. */
export const PHONE_MAX_DIGITS = 11;

/** Digits only, at most 11 (a country code and a 10-digit number), as the users table stores them. */
export function normalizePhone(raw: string | number | null | undefined): string {
  return String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, PHONE_MAX_DIGITS);
}

/** The 10-digit pattern, filled progressively so the same function formats an input while it is typed. */
function formatLocal(digits: string): string {
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6, 10);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}

export function formatPhone(raw: string | number | null | undefined): string {
  const digits = normalizePhone(raw);
  if (digits.length === PHONE_MAX_DIGITS) return `+${digits[0]} ${formatLocal(digits.slice(1))}`;
  return formatLocal(digits);
}
