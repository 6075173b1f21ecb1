import type { Profile } from '../app/session/profile';

let nextId = 100;

/** A fully onboarded member unless overridden. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  const id = overrides.id ?? nextId++;
  return {
    id,
    image: null,
    first_name: 'Ada',
    last_name: 'Marsh',
    name: 'Ada Marsh',
    full_name: 'Ada Marsh',
    email: `ada${id}@example.com`,
    phone: '3125550142',
    unique_id: `LX-${id}`,
    role: 'user',
    user_type: 'buying',
    has_accepted_terms: true,
    completed_survey: false,
    email_verified_at: '2026-01-02T10:00:00.000Z',
    phone_verified_at: '2026-01-02T10:05:00.000Z',
    active: true,
    two_factor_enabled: false,
    verification_level: 'unverified',
    ...overrides,
  };
}
