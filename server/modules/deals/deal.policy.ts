import type { UserRow } from '../users/users.table';
import type { DealRow } from './deals.table';

type Caller = Pick<UserRow, 'id' | 'role'>;
type DealParties = Pick<DealRow, 'buyerId' | 'sellerId'>;

export type DealViewerSide = 'buyer' | 'seller' | 'staff';

export const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'admin';

/** Only the deal's buyer, its seller and staff may read or change it; anyone else gets null (404). */
export function dealSideOf(user: Caller, deal: DealParties): DealViewerSide | null {
  if (deal.buyerId === user.id) return 'buyer';
  if (deal.sellerId === user.id) return 'seller';
  return isStaff(user) ? 'staff' : null;
}
