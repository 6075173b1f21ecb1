/**
 * The deal a client-list call is about, with the caller's side: 404 for anyone but its two sides and staff. Changes
 * (the list, the letters, sending, court orders) are the seller's and staff's, never while staff act as a member,
 * and only while the deal is open; each locks the deal's row so two at once apply one after the other.
 */
import { CLIENT_NOTICE_MESSAGES } from '../../../contracts/client-notices/client-notices';
import type { Db, Transaction } from '../../platform/db/database';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import { dealSideOf, type DealViewerSide } from '../deals/deal.policy';
import type { DealRow } from '../deals/deals.table';
import type { UserRow } from '../users/users.table';
import { dealForClients } from './client-notices.query';

export interface ClientActor {
  user: Pick<UserRow, 'id' | 'role'>;
  impersonating: boolean;
}

export interface ClientDeal {
  deal: DealRow;
  side: DealViewerSide;
  /** won | lost once closed. */
  outcome: string | null;
  /** The practice's state (two letters), which picks the notice rule. */
  state: string | null;
}

async function readDeal(db: Db | Transaction, user: ClientActor['user'], dealId: number, lock: boolean): Promise<ClientDeal> {
  const row = await dealForClients(db, dealId, lock);
  const side = row ? dealSideOf(user, row.deal) : null;
  if (!row || !side) throw notFound();
  return { deal: row.deal, side, outcome: row.outcome, state: row.state };
}

/** For reading: any side. */
export const viewClientDeal = (db: Db | Transaction, user: ClientActor['user'], dealId: number) => readDeal(db, user, dealId, false);

/** For reading names (the letters, a court order): the seller and staff only. */
export async function readClientNames(db: Db | Transaction, user: ClientActor['user'], dealId: number): Promise<ClientDeal> {
  const found = await readDeal(db, user, dealId, false);
  if (found.side === 'buyer') throw forbidden(CLIENT_NOTICE_MESSAGES.sellerOnly);
  return found;
}

/** For a change: the seller or staff (not impersonating), the deal open, its row locked for the transaction. */
export async function lockClientDeal(tx: Transaction, actor: ClientActor, dealId: number): Promise<ClientDeal> {
  const found = await readDeal(tx, actor.user, dealId, true);
  if (found.side === 'buyer') throw forbidden(CLIENT_NOTICE_MESSAGES.sellerOnly);
  if (actor.impersonating) throw forbidden(CLIENT_NOTICE_MESSAGES.impersonating);
  if (found.outcome !== null) throw unprocessable(CLIENT_NOTICE_MESSAGES.dealClosed);
  return found;
}
