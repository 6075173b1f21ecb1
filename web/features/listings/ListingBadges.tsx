import { verificationLabel } from '../../../contracts/users';

/** The usable-information and seller-verification badges of a card or the details page. */
export function ListingBadges({ usable, verification }: { usable: boolean; verification: string }) {
  const verified = verification !== 'unverified';
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
      <span className={`badge rounded-pill border ${verified ? 'text-bg-primary-subtle border-primary-subtle text-primary-emphasis' : 'text-bg-light text-body-secondary'}`}>
        <i className={`bi ${verified ? 'bi-patch-check' : 'bi-person'} me-1`} aria-hidden="true" />
        Seller: {verificationLabel(verification)}
      </span>
    </div>
  );
}
