import type { AdminUser } from '../../../contracts/admin/admin';
import type { UserRow } from '../users/users.table';

/** A user as the staff tables show them: profile, type, role, verification and state; never secrets. */
export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    unique_id: user.uniqueId,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    phone: user.phone,
    role: user.role,
    user_type: user.userType,
    verification_level: user.verificationLevel,
    active: user.active,
    has_accepted_terms: user.hasAcceptedTerms,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
