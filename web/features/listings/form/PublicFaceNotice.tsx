import { useEffect, useRef } from 'react';
import type { ListingStatus } from '../../../../contracts/listings/listings';
import { notify } from '../../../lib/toast';

/** What buyers see of a listing before they have access (docs/product.md "Confidentiality model"), in the seller's words. */
const PUBLIC_FACE =
  'the headline, practice areas, state, metro, revenue band, asking price, number of attorneys or staff, or year established';

export const BACK_IN_REVIEW_TOAST =
  'Your listing is back in review. Buyers will see it again once the Lexchange team approves your changes.';

interface PublicFaceNoticeProps {
  /** The status the form opened with. */
  openedAs: ListingStatus;
  /** The status after the latest save. */
  current: ListingStatus | null;
}

/**
 * Staff approve what buyers see (issue #29): on an approved listing, a change to its public face sends it back to
 * review. The seller reads that before the form saves anything, and is told when a save has done it.
 */
export function PublicFaceNotice({ openedAs, current }: PublicFaceNoticeProps) {
  const sentBack = openedAs === 'active' && current === 'pending';
  const told = useRef(false);
  useEffect(() => {
    if (!sentBack || told.current) return;
    told.current = true;
    notify(BACK_IN_REVIEW_TOAST, 'warning');
  }, [sentBack]);

  if (sentBack)
    return (
      <div className="alert alert-warning" role="status">
        <strong>Your listing is back in review.</strong> You changed what buyers see, so it is hidden from buyers until the Lexchange team
        approves it. Changes you make now are part of the same review.
      </div>
    );
  if (openedAs === 'active')
    return (
      <div className="alert alert-info" role="note">
        <strong>This listing is live.</strong> Changing what buyers see ({PUBLIC_FACE}) sends it back to the Lexchange team for review, and
        buyers cannot see it until the team approves it. Your other answers save without a review.
      </div>
    );
  if (openedAs === 'disabled')
    return (
      <div className="alert alert-info" role="note">
        Changing what buyers see ({PUBLIC_FACE}) means the Lexchange team reviews the listing again when you enable it.
      </div>
    );
  return null;
}
