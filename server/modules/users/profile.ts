import { createHash } from 'node:crypto';
import type { Profile } from '../../../contracts/auth/auth';
import type { Role, VerificationLevelKey } from '../../../contracts/users/users';
import type { UserRow } from './users.table';

/**
 * The token in a photo's URL. It comes from the stored key, which holds a random UUID and never leaves the server,
 * so it cannot be guessed by counting; it changes with each upload, so browsers never show a stale photo.
 */
export const profileImageToken = (imageKey: string) => createHash('sha256').update(imageKey).digest('base64url').slice(0, 32);

/** The photo's URL, given only to whoever may see it; the route checks the token and the caller again. */
export function profileImageUrl(user: Pick<UserRow, 'id' | 'imageKey'>): string | null {
  if (!user.imageKey) return null;
  return `/api/users/${user.id}/image?v=${profileImageToken(user.imageKey)}`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** GET /profile: docs/product.md "Entities"'s user fields at top level, plus two_factor_enabled and verification_level. */
export function toProfile(user: UserRow): Profile {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    image: profileImageUrl(user),
    first_name: user.firstName,
    last_name: user.lastName,
    name: fullName,
    email: user.email,
    phone: user.phone,
    full_name: fullName,
    unique_id: user.uniqueId,
    role: user.role as Role,
    user_type: user.userType,
    has_accepted_terms: user.hasAcceptedTerms,
    completed_survey: user.completedSurvey,
    email_verified_at: iso(user.emailVerifiedAt),
    phone_verified_at: iso(user.phoneVerifiedAt),
    active: user.active,
    two_factor_enabled: Boolean(user.twoFactorConfirmedAt && user.twoFactorSecret),
    verification_level: user.verificationLevel as VerificationLevelKey,
  };
}
