/**
 * A client's link to answer their notice: single-purpose (it can only answer that one client's notice), signed with
 * the app's secret like the unsubscribe links, and carrying the day it expires — the end of the client's window.
 * `{client id}.{YYYYMMDD}.{HMAC-SHA256, base64url}`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'client-notice-answer';

const signature = (secret: string, clientId: number, expires: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${clientId}:${expires}`).digest('base64url');

export function answerToken(secret: string, clientId: number, expiresOn: string): string {
  const expires = expiresOn.replaceAll('-', '');
  return `${clientId.toString(36)}.${expires}.${signature(secret, clientId, expires)}`;
}

export const answerUrl = (appUrl: string, token: string) => `${appUrl}/client-notice/${token}`;

export interface AnswerLink {
  clientId: number;
  /** YYYY-MM-DD: the last day the link answers. */
  expiresOn: string;
}

/** The link's client and last day, or null for anything not signed by this app. */
export function readAnswerToken(secret: string, token: string): AnswerLink | null {
  const match = /^([0-9a-z]{1,7})\.(\d{8})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const clientId = Number.parseInt(match[1]!, 36);
  const expected = Buffer.from(signature(secret, clientId, match[2]!), 'base64url');
  const given = Buffer.from(match[3]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const day = match[2]!;
  return { clientId, expiresOn: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}` };
}
