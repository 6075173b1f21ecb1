import { ADMIN_ERRORS } from '../../../contracts/admin/admin';
import { forbidden } from '../../platform/errors';
import type { LoadedSession } from '../../platform/session/session.store';
import type { UserRow } from '../users/users.table';

/**
 * Who staff may act as. Not themselves, not another admin (that would hand over staff powers without an
 * audit trail of their own), never from inside an impersonation, and not an inactive user: their account is
 * closed, and acting in it would let writes happen in an account its owner cannot use.
 */
export function assertMayImpersonate(session: LoadedSession, staff: UserRow, target: UserRow): void {
  if (session.impersonatorId) throw forbidden(ADMIN_ERRORS.nestedImpersonation);
  if (staff.id === target.id) throw forbidden(ADMIN_ERRORS.selfImpersonate);
  if (target.role === 'admin') throw forbidden(ADMIN_ERRORS.impersonateStaff);
  if (!target.active) throw forbidden(ADMIN_ERRORS.impersonateInactive);
}

/** Leaving returns to the staff account only while it is still an active admin. */
export function staffMayReturn(staff: UserRow | null | undefined): staff is UserRow {
  return Boolean(staff && staff.active && staff.role === 'admin');
}
