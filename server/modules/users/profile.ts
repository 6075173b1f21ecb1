import { createHash } from 'node:crypto';
import type { Profile } from '../../../contracts/auth';
import type { Role, VerificationLevelKey } from '../../../contracts/users';
import type { UserRow } from './users.table';

/** The authorised image route; `v` changes with each new upload so browsers never show a stale photo. */
export function profileImageUrl(user: Pick<UserRow, 'id' | 'imageKey'>): string | null {
  if (!user.imageKey) return null;
  const version = createHash('sha256').update(user.imageKey).digest('hex').slice(0, 12);
  return `/api/users/${user.id}/image?v=${version}`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** GET /profile: SPEC.md §3's user fields at top level, plus two_factor_enabled and verification_level. */
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
