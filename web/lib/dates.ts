/**
 * Dates as every screen shows them: in US English, in the browser's time zone — "Mar 2, 2026" and
 * "Mar 2, 2026, 10:05 AM". Each formatter is built once, on first use: one per call (toLocaleString) is what a long list
 * paid for on a slow phone, and one built when the module loads would cost the first screen, which shows no date.
 */
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const DATE = { year: 'numeric', month: 'short', day: 'numeric' } as const;

/** The day of a timestamp; a dash when there is none. */
export function formatDate(iso: string | null): string {
  return iso ? (dateFormat ??= new Intl.DateTimeFormat('en-US', DATE)).format(new Date(iso)) : '—';
}

/** The day and the minute of a timestamp. */
export function formatDateTime(iso: string): string {
  return (dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { ...DATE, hour: 'numeric', minute: '2-digit' })).format(new Date(iso));
}
