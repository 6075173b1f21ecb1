import { VerificationBadge } from '../verifications/VerificationBadge';

/** The usable-information and seller-verification badges of a card or the details page. */
export function ListingBadges({ usable, verification }: { usable: boolean; verification: string }) {
  return (
    <div className="d-flex flex-wrap gap-1">
      {usable ? (
        <span className="badge rounded-pill text-bg-success-subtle border border-success-subtle text-success-emphasis">
          <i className="bi bi-clipboard-check me-1" aria-hidden="true" />
          Usable information
        </span>
      ) : (
        <span className="badge rounded-pill text-bg-light border text-body-secondary">Limited information</span>
      )}
      <VerificationBadge level={verification} prefix="Seller" />
    </div>
  );
}
