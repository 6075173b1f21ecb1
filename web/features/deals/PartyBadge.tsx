import { verificationLabel } from '../../../contracts/users';
import { cx } from '../../lib/cx';

/** The counterpart's public handle and verification level (the verification levels of SPEC.md §3). */
export function PartyBadge({ uniqueId, level, className }: { uniqueId: string | null; level: string | null; className?: string }) {
  const verified = Boolean(level) && level !== 'unverified';
  return (
    <span className={cx('d-inline-flex flex-wrap align-items-center gap-1', className)}>
      <span className="fw-semibold font-monospace small">{uniqueId ?? 'Former member'}</span>
      {level ? (
        <span
          className={cx('badge rounded-pill border', verified ? 'text-bg-primary-subtle border-primary-subtle text-primary-emphasis' : 'text-bg-light text-body-secondary')}
          title="Verification level"
        >
          <i className={cx('bi me-1', verified ? 'bi-patch-check' : 'bi-person')} aria-hidden="true" />
          {verificationLabel(level)}
        </span>
      ) : null}
    </span>
  );
}
