/** Verified (green) or waiting (amber): status colours only. */
export function ContactStatus({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="badge text-bg-success-subtle status-badge status-badge--success">
      <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
      Verified
    </span>
  ) : (
    <span className="badge status-badge status-badge--warning">
      <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
      Not verified yet
    </span>
  );
}
