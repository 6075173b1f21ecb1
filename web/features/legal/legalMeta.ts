/** Facts every public legal page shares. Counsel should confirm the contact addresses before launch. */
export const LEGAL_LAST_UPDATED = '2026-11-21';

export const LEGAL_CONTACT = {
  general: 'legal@lexchange.com',
  privacy: 'privacy@lexchange.com',
} as const;

export const TEMPLATE_NOTE =
  'This text is a template prepared for Lexchange and is being reviewed by counsel; the reviewed version may differ.';

/** "November 21, 2026", fixed to UTC so it never shows the day before in the Americas. */
export function formatLegalDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
