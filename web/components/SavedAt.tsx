/** "Last saved …" under a customization form, or that it was never saved. */
export function SavedAt({ updatedAt }: { updatedAt: string | null }) {
  if (!updatedAt) return <span className="small text-body-secondary">Not saved yet.</span>;
  const when = new Date(updatedAt);
  return (
    <span className="small text-body-secondary">
      Last saved <time dateTime={updatedAt}>{when.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</time>.
    </span>
  );
}
