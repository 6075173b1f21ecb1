import type { Offer } from '../../../contracts/offers/offers';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { dealSideOf } from '../deals/deal.policy';
import type { UserRow } from '../users/users.table';
import { dealOffers, findDealRow, toOffer } from './offers.query';

/** GET /deals/{id}/offers: the deal's two sides and staff read every version, newest first; anyone else 404. */
export async function listOffers(db: Db, user: Pick<UserRow, 'id' | 'role'>, dealId: number, today: string): Promise<Offer[]> {
  const deal = await findDealRow(db, dealId);
  if (!deal || dealSideOf(user, deal) === null) throw notFound();
  return (await dealOffers(db, dealId)).map((row) => toOffer(row, today));
}
