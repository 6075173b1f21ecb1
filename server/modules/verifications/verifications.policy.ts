/** Who may see and decide a verification (issue #14: only the submitter and staff see it; others get a 404). */
import type { UserRow } from '../users/users.table';
import type { VerificationRow } from './verifications.table';

export const isStaff = (user: Pick<UserRow, 'role'>) => user.role === 'admin';

export const canSeeVerification = (viewer: Pick<UserRow, 'id' | 'role'>, row: Pick<VerificationRow, 'userId'>) =>
  isStaff(viewer) || row.userId === viewer.id;

/** Staff decide, but never on their own submission. */
export const canDecide = (viewer: Pick<UserRow, 'id' | 'role'>, row: Pick<VerificationRow, 'userId'>) =>
  isStaff(viewer) && row.userId !== viewer.id;
