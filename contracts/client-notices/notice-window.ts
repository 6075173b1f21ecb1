/**
 * The client's 90 days under ABA Model Rule 1.17(c): they run from receipt of the notice, or from its sending where a
 * state's rule says so. Receipt is presumed a mailing allowance after sending (staff set it per state), or is the day
 * the client opened their link when that came first. Dates are calendar days (YYYY-MM-DD, UTC).
 */
export const NOTICE_WINDOW_DAYS = 90;
export const WINDOW_STARTS = ['receipt', 'sending'] as const;
export type WindowStart = (typeof WINDOW_STARTS)[number];

export interface NoticeRule {
  window_from: WindowStart;
  mailing_days: number;
}

/** The platform's rule for every state staff did not set: the Model Rule's receipt, three days after mailing. */
export const DEFAULT_NOTICE_RULE: NoticeRule = { window_from: 'receipt', mailing_days: 3 };

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day the 90 days start counting from. */
export function windowStartsOn(rule: NoticeRule, sentOn: string, openedOn: string | null = null): string {
  if (rule.window_from === 'sending') return sentOn;
  const presumed = addDays(sentOn, rule.mailing_days);
  if (openedOn === null || openedOn >= presumed) return presumed;
  return openedOn < sentOn ? sentOn : openedOn;
}

export function windowEndsOn(rule: NoticeRule, sentOn: string, openedOn: string | null = null): string {
  return addDays(windowStartsOn(rule, sentOn, openedOn), NOTICE_WINDOW_DAYS);
}

/**
 * The closing gate's sentence: what a won close still waits for, or null. `open` are the window ends of the notified
 * clients whose 90 days have not ended; `unsent` the clients still to notify (neither sent nor marked unreachable).
 */
export function noticeGateWait(open: string[], unsent: number): string | null {
  if (unsent > 0) return `Waiting for the notices to ${unsent} client${unsent === 1 ? '' : 's'} to go out.`;
  if (open.length === 0) return null;
  const last = open.reduce((latest, day) => (day > latest ? day : latest));
  return open.length === 1
    ? `Waiting for 1 client's 90-day window (it ends on ${last}).`
    : `Waiting for ${open.length} clients' 90-day windows (the last ends on ${last}).`;
}
