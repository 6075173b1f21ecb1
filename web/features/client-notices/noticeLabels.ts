import type { NoticeStatus } from '../../../contracts/client-notices/client-notices';

export { NOTICE_STATUS_LABELS } from '../../../contracts/client-notices/client-notices';

export const STATUS_BADGES: Record<NoticeStatus, string> = {
  not_sent: 'text-bg-light border',
  sent: 'text-bg-info',
  objected: 'text-bg-danger',
  consented: 'text-bg-success',
  file_requested: 'text-bg-warning',
};

export const shortDate = (iso: string | null) =>
  iso ? new Date(`${iso}T12:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' }) : '—';

/** Every field message of a refused request, in order (a list's bad rows each have their own). */
export const allMessages = (errors: Record<string, string[]>, fallback: string) => {
  const messages = Object.values(errors).flat();
  return messages.length ? messages : [fallback];
};
