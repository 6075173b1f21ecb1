import { Hint } from '../../components/Hint';
import { VerificationBadge } from '../../components/VerificationBadge';

/** What counts, in the words of docs/product.md "Usable information". */
const USABLE =
  'The seller answered the questionnaire and gave at least one of: a financial document, an answered question, a filled percentage, a complete litigation block, or a rating.';
const LIMITED = 'The seller has not yet given a financial document, an answered question, a percentage, a litigation block or a rating.';

/** The usable-information and seller-verification badges of a card or the details page. */
export function ListingBadges({ usable, verification }: { usable: boolean; verification: string }) {
  return (
    <div className="d-flex flex-wrap gap-1">
      <Hint title={usable ? 'Usable information' : 'Limited information'} text={usable ? USABLE : LIMITED} focusable>
        {usable ? (
          <span className="badge rounded-pill text-bg-success-subtle border border-success-subtle text-success-emphasis">
            <i className="bi bi-clipboard-check me-1" aria-hidden="true" />
            Usable information
          </span>
        ) : (
          <span className="badge rounded-pill text-bg-light border text-body-secondary">Limited information</span>
        )}
      </Hint>
      <VerificationBadge level={verification} prefix="Seller" />
    </div>
  );
}
