import type { FastifyRequest } from 'fastify';
import { gateFor, GATE_MESSAGES, type Access } from '../../../contracts/auth/access';
import { forbidden, unauthenticated } from '../errors';
import type { SessionUser } from '../session/session-user';

export const GET_SIDE_EFFECTS = ['app', 'same-origin', 'signed-link'] as const;
export type GetSideEffect = (typeof GET_SIDE_EFFECTS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required for every route (see route-table.ts). */
    access?: Access;
    /** Set false only for routes that change nothing and are authorised otherwise. */
    csrf?: boolean;
    /**
     * A GET that changes something says how other sites are kept from triggering it (route-table.ts):
     * 'app' — only the app itself: a same-origin request carrying the anti-forgery header, as for unsafe methods;
     * 'same-origin' — a plain link inside the app (downloads): refused when the browser says it came from elsewhere;
     * 'signed-link' — the URL carries its own signature (links in e-mails), so it may come from anywhere.
     */
    sideEffect?: GetSideEffect;
  }
}

export function gateSubject(user: SessionUser) {
  return {
    email_verified_at: user.emailVerifiedAt,
    phone_verified_at: user.phoneVerifiedAt,
    has_accepted_terms: user.hasAcceptedTerms,
    user_type: user.userType,
  };
}

/** Throws 401/403 unless the request's session may use a route of the given access level. */
export async function authorize(request: FastifyRequest, access: Access): Promise<void> {
  if (access === 'visitor') return;
  const session = await request.session();
  const user = session?.user;
  if (!session || !user) throw unauthenticated();
  if (access === 'onboarding') return;
  const gate = gateFor(gateSubject(user), Boolean(session.impersonatorId));
  if (gate === 'verification') throw forbidden(GATE_MESSAGES.verification);
  if (gate === 'terms') throw forbidden(GATE_MESSAGES.terms);
  if (access === 'admin' && user.role !== 'admin') throw forbidden(GATE_MESSAGES.admin);
}

/** The logged-in user of a route that already passed `authorize` with access other than visitor. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw unauthenticated();
  return user;
}
