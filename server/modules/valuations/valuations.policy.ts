import type { UserRow } from '../users/users.table';
import type { ValuationRow } from './valuations.table';

type Caller = Pick<UserRow, 'id' | 'role'>;

export const isStaff = (user: Caller) => user.role === 'admin';

/** Only the owner and staff see a valuation; a buyer's valuation of a listing stays private from its seller. */
export const canSeeValuation = (user: Caller, valuation: Pick<ValuationRow, 'ownerId'>) => isStaff(user) || valuation.ownerId === user.id;
