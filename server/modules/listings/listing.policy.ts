import type { UserRow } from '../users/users.table';
import type { ListingRow } from './listings.table';

type Caller = Pick<UserRow, 'id' | 'role'>;
type ListingRef = Pick<ListingRow, 'ownerId' | 'status'>;

export const isStaff = (user: Caller) => user.role === 'admin';

/** The owner and staff edit, submit, enable, disable and delete a listing. */
export const canManageListing = (user: Caller, listing: ListingRef) => isStaff(user) || listing.ownerId === user.id;

/** Everyone with full access sees active listings; drafts, pending and disabled ones only their managers. */
export const canViewListing = (user: Caller, listing: ListingRef) => listing.status === 'active' || canManageListing(user, listing);

/** Identity, answers and the data room (docs/product.md "Confidentiality model"). */
export const canSeeConfidential = (user: Caller, listing: ListingRef, hasAccess: boolean) =>
  canManageListing(user, listing) || (listing.status === 'active' && hasAccess);
