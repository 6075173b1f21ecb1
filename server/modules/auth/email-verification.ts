import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import { findUserById, setUserFields } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { verifyEmailMail } from './auth-mails';

export const EMAIL_LINK_TTL_SECONDS = 60 * 60;

/** sha256 of the address: a link names the address it was sent to, so changing the e-mail voids older links. */
export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

function signature(secret: string, id: number, hash: string, expires: number): string {
  return createHmac('sha256', secret).update(`email-verification|${id}|${hash}|${expires}`).digest('hex');
}

/** `${appUrl}/api/auth/email/verify/{id}/{hash}?expires=…&signature=…`, valid 60 minutes. */
export function emailVerificationUrl(deps: Pick<AppDeps, 'config' | 'now'>, user: Pick<UserRow, 'id' | 'email'>): string {
  const hash = emailHash(user.email);
  const expires = Math.floor(deps.now().getTime() / 1000) + EMAIL_LINK_TTL_SECONDS;
  const sig = signature(deps.config.sessionSecret, user.id, hash, expires);
  return `${deps.config.appUrl}/api/auth/email/verify/${user.id}/${hash}?expires=${expires}&signature=${sig}`;
}

export async function sendVerificationEmail(deps: Pick<AppDeps, 'config' | 'now' | 'jobs'>, user: UserRow): Promise<void> {
  await deps.jobs.enqueue('mail.send', verifyEmailMail(user.email, user.firstName, emailVerificationUrl(deps, user)));
}

export interface EmailLink {
  id: number;
  hash: string;
  expires: string | undefined;
  signature: string | undefined;
}

function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Verifies the address when the link is intact, unexpired and still names the user's address. */
export async function verifyEmailLink(deps: Pick<AppDeps, 'config' | 'now' | 'database'>, link: EmailLink): Promise<boolean> {
  const expires = Number(link.expires);
  if (!link.signature || !Number.isInteger(expires)) return false;
  const expected = signature(deps.config.sessionSecret, link.id, link.hash, expires);
  if (!signatureMatches(expected, link.signature)) return false;
  if (expires * 1000 < deps.now().getTime()) return false;
  const user = await findUserById(deps.database.db, link.id);
  if (!user || !signatureMatches(emailHash(user.email), link.hash)) return false;
  if (!user.emailVerifiedAt) {
    await setUserFields(deps.database.db, user.id, { emailVerifiedAt: deps.now(), updatedAt: deps.now() });
  }
  return true;
}
