import { cx } from '../lib/cx';
import { VerificationBadge } from './VerificationBadge';

/** The counterpart's public handle and verification level (the verification levels of docs/product.md "Entities"). */
export function PartyBadge({ uniqueId, level, className }: { uniqueId: string | null; level: string | null; className?: string }) {
  return (
    <span className={cx('d-inline-flex flex-wrap align-items-center gap-1', className)}>
      <span className="fw-semibold font-monospace small">{uniqueId ?? 'Former member'}</span>
      {level ? <VerificationBadge level={level} /> : null}
    </span>
  );
}
