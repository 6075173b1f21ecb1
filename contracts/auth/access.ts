import { hasUserType } from '../users/users';

/**
 * The access gates of docs/product.md "Access gates", in order: login → /verification → /marketplace-terms → access.
 * Shared by the API's route policies and the browser's guards so both decide the same way.
 */
export type Gate = 'login' | 'verification' | 'terms' | 'granted';

export interface GateSubject {
  email_verified_at: string | Date | null;
  phone_verified_at: string | Date | null;
  has_accepted_terms: boolean;
  user_type: string | null;
}

export function gateFor(user: GateSubject | null | undefined, impersonating = false): Gate {
  if (!user) return 'login';
  if (impersonating) return 'granted';
  if (!user.email_verified_at || !user.phone_verified_at) return 'verification';
  if (!user.has_accepted_terms || !hasUserType(user.user_type)) return 'terms';
  return 'granted';
}

/** Who may call an API route. Every route declares one; a test enumerates the route table to prove it. */
export type Access = 'visitor' | 'onboarding' | 'full-access' | 'admin';
export const ACCESS_LEVELS: readonly Access[] = ['visitor', 'onboarding', 'full-access', 'admin'];

export const GATE_MESSAGES = {
  verification: 'Verify your e-mail address and phone number to continue.',
  terms: 'Accept the marketplace terms and choose how you use Lexchange to continue.',
  admin: 'Only Lexchange staff can do this.',
} as const;
