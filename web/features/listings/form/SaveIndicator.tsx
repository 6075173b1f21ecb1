import type { SaveStatus } from './useListingDraft';

const time = (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** Where the draft stands: saving, saved at, kept on this device. */
export function SaveIndicator({ status, savedAt, saved = false }: { status: SaveStatus; savedAt: Date | null; saved?: boolean }) {
  const text =
    status === 'saving'
      ? 'Saving…'
      : status === 'saved' && savedAt
        ? `Saved at ${time(savedAt)}`
        : status === 'unsaved'
          ? 'Changes kept on this device'
          : status === 'error'
            ? 'Not saved yet'
            : saved
              ? 'All changes saved'
              : 'Nothing saved yet';
  const icon =
    status === 'saving' ? 'arrow-repeat' : status === 'saved' ? 'cloud-check' : status === 'error' ? 'exclamation-circle' : 'cloud';
  return (
    <span className={`small ${status === 'error' ? 'text-danger' : 'text-body-secondary'}`} role="status" aria-live="polite">
      <i className={`bi bi-${icon} me-1`} aria-hidden="true" />
      {text}
    </span>
  );
}
