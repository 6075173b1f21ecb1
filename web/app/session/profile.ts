import type { Profile } from '../../../contracts/auth/auth';

/** GET /api/profile (docs/product.md "Entities" user fields at top level, plus docs/api.md's extras). */
export type { Profile };

export const isAdmin = (user: Pick<Profile, 'role'> | null | undefined): boolean => user?.role === 'admin';

export function displayName(user: Pick<Profile, 'full_name' | 'first_name' | 'last_name'>): string {
  return user.full_name || `${user.first_name} ${user.last_name}`.trim();
}

export function initials(user: Pick<Profile, 'first_name' | 'last_name'>): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
}
