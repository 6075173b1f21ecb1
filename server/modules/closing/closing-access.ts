/** Who reaches a deal's closing room: its two sides and staff (404 for anyone else); staff acting as a member only read. */
import { CLOSING_MESSAGES } from '../../../contracts/closing/closing';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { dealSideOf, type DealViewerSide } from '../deals/deal.policy';
import type { DealRow } from '../deals/deals.table';
import type { UserRow } from '../users/users.table';
import { dealRow, type DbOrTx } from './closing.query';

/** The caller, and whether staff are acting as them (they may read, never change). */
export interface ClosingActor {
  user: UserRow;
  impersonating: boolean;
}

export interface ClosingDeal {
  deal: DealRow;
  side: DealViewerSide;
}

/** The deal and the caller's side; 404 unless the caller is its buyer, its seller or staff. */
export async function closingDealFor(db: DbOrTx, actor: ClosingActor, dealId: number): Promise<ClosingDeal> {
  const deal = await dealRow(db, dealId);
  const side = deal ? dealSideOf(actor.user, deal) : null;
  if (!deal || !side) throw notFound();
  return { deal, side };
}

/** The same, for a change: staff acting as a member get 403. */
export async function closingDealToChange(db: DbOrTx, actor: ClosingActor, dealId: number): Promise<ClosingDeal> {
  const found = await closingDealFor(db, actor, dealId);
  if (actor.impersonating) throw forbidden(CLOSING_MESSAGES.impersonating);
  return found;
}

export const waitingForLoi = () => new AppError(409, 'conflict', CLOSING_MESSAGES.waitingForLoi);
