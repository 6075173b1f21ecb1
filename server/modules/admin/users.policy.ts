import { ADMIN_ERRORS } from '../../../contracts/admin/admin';
import { forbidden } from '../../platform/errors';
import type { UserRow } from '../users/users.table';

/** Staff must not lock themselves out: another admin has to deactivate a staff account. */
export function assertMayDeactivate(staff: UserRow, target: UserRow, active: boolean): void {
  if (!active && staff.id === target.id) throw forbidden(ADMIN_ERRORS.selfDeactivate);
}

/** Deleting staff accounts is not a staff-table action: nobody may delete themselves or another admin here. */
export function assertMayDelete(staff: UserRow, target: UserRow): void {
  if (staff.id === target.id) throw forbidden(ADMIN_ERRORS.selfDelete);
  if (target.role === 'admin') throw forbidden(ADMIN_ERRORS.deleteStaff);
}
