import type { AdminUser } from '../../../contracts/admin/admin';

export interface RowActions {
  canToggleActive: boolean;
  canImpersonate: boolean;
  canDelete: boolean;
}

/** What a staff member may do to a row; mirrors the server's rules so refused actions are not offered. */
export function rowActions(user: Pick<AdminUser, 'id' | 'role' | 'active'>, staffId: number | undefined): RowActions {
  const self = user.id === staffId;
  const staff = user.role === 'admin';
  return {
    // Staff may re-activate themselves only in theory; deactivating themselves is refused.
    canToggleActive: !self,
    canImpersonate: !self && !staff && user.active,
    canDelete: !self && !staff,
  };
}
