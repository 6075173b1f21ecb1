import { userGroup } from '../../../contracts/users/users';
import type { ResourceAudience, ResourceList } from '../../../contracts/resources/resources';
import type { UserRow } from '../users/users.table';

type Reader = Pick<UserRow, 'role' | 'userType'>;

export const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'admin';

/** The list a member reads by default: their group's (a member with no group reads the buyers' list). */
export const ownList = (user: Reader): ResourceList => (userGroup(user.userType) === 'seller' ? 'seller' : 'buyer');

/** Staff read every list; a member reads their own group's list only. */
export const canReadList = (user: Reader, list: ResourceList) => isStaff(user) || ownList(user) === list;

/** A resource is readable in its own list(s): a buyer never reads a seller-only resource, and the reverse. */
export const canReadResource = (user: Reader, audience: ResourceAudience) =>
  isStaff(user) || audience === 'both' || audience === ownList(user);

export const listsOf = (audience: ResourceAudience): ResourceList[] => (audience === 'both' ? ['buyer', 'seller'] : [audience]);
