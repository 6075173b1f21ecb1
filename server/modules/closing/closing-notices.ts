/** What the other side hears from the closing room (event `deal_stage_changed`: in-app, pushed, e-mailed per settings). */
import { quotedListing } from '../../../contracts/listings/listings';
import { dealPath } from '../deals/deal-notices';
import type { DealRow } from '../deals/deals.table';
import { listingTitle } from '../listings/listings.repository';
import { notify, type NotifyDeps } from '../notifications/notify';

export interface ClosingNotice {
  subject: string;
  /** The sentence after "On {listing}: ". */
  body: string;
}

/** Notifies one of the deal's sides; a deleted party is skipped. A failure is the caller's to log: the change stands. */
export async function notifyDealSide(deps: NotifyDeps, deal: DealRow, userId: number | null, notice: ClosingNotice): Promise<void> {
  if (userId === null) return;
  const listing = await listingTitle(deps.database.db, deal.listingId);
  const named = listing ? quotedListing(listing) : 'your deal';
  await notify(deps, userId, {
    event: 'deal_stage_changed',
    subject: notice.subject,
    body: `On ${named}: ${notice.body}`,
    url: `${dealPath(deal, userId)}#closing-room`,
  });
}
