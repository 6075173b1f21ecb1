import { LEVEL_DESCRIPTIONS } from '../../contracts/verifications/levels';
import type { VerificationLevelKey } from '../../contracts/users/users';
import { Hint } from './Hint';
import { cx } from '../lib/cx';

export interface VerificationBadgeProps {
  /** A level key of docs/product.md "Entities" (unknown or missing reads as unverified). */
  level: string | null | undefined;
  /** Said before the label, e.g. "Seller" on a listing card. */
  prefix?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The one verification badge, wherever a person is shown (cards, details, match requests, chats, deals, find-users,
 * staff tables): the docs/product.md "Entities" label (never the bare key, issue #20.6) and what was checked in a tooltip (and, for
 * screen readers, in the badge's text).
 */
export function VerificationBadge({ level, prefix, size = 'sm', className }: VerificationBadgeProps) {
  const description = LEVEL_DESCRIPTIONS[(level ?? 'unverified') as VerificationLevelKey] ?? LEVEL_DESCRIPTIONS.unverified;
  const verified = description.key !== 'unverified';
  return (
    <Hint text={description.checked}>
      <span
        tabIndex={0}
        className={cx(
          'verification-badge badge rounded-pill border d-inline-flex align-items-center gap-1',
          verified ? 'text-bg-primary-subtle border-primary-subtle text-primary-emphasis' : 'text-bg-light text-body-secondary',
          size === 'md' && 'fs-6 fw-semibold',
          className,
        )}
        data-level={description.key}
      >
        <i className={`bi ${verified ? 'bi-patch-check-fill' : 'bi-person'}`} aria-hidden="true" />
        <span>
          {prefix ? `${prefix}: ` : ''}
          {description.label}
        </span>
        <span className="visually-hidden">. {description.checked}</span>
      </span>
    </Hint>
  );
}
