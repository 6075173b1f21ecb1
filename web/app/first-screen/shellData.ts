import {
  FIRST_READS_ELEMENT_ID,
  IMPERSONATION_READ,
  MEMBER_FIRST_READS,
  type FirstReads,
} from '../../../contracts/common/first-screen-reads';
import type { Profile } from '../session/profile';

/**
 * What the server writes into index.html for the first screen (server/platform/first-screen/). The Vite dev
 * server and a static copy of the file write nothing, and then the app asks the API as before.
 */

/** Whether the browser sent a session cookie with the page: without one nobody is logged in. */
export type SessionCookieHint = 'none' | 'present' | 'unknown';

export function sessionCookieHint(doc: Document = document): SessionCookieHint {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="lexchange-session"]')?.content;
  return content === 'none' || content === 'present' ? content : 'unknown';
}

/** The public configuration (GET /config's body) the page came with, or null. */
export function inlineConfig<T>(doc: Document = document): T | null {
  return inlineJson<T>(doc, 'lexchange-config');
}

/** The object in the page's JSON script element `id`, or null. */
function inlineJson<T>(doc: Document, id: string): T | null {
  const text = doc.getElementById(id)?.textContent?.trim();
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

/**
 * The API answers the server drew the page's first screen from (contracts/common/first-screen-reads.ts), or null when the
 * page came without a rendered screen.
 */
export function inlineFirstReads(doc: Document = document): FirstReads | null {
  return inlineJson<FirstReads>(doc, FIRST_READS_ELEMENT_ID);
}

/** The session a first screen was rendered for: the profile read and the impersonation check among its reads. */
export function firstScreenSession(reads: FirstReads): { user: Profile; isImpersonating: boolean } | null {
  const user = reads[MEMBER_FIRST_READS[0]!] as Profile | undefined;
  const check = reads[IMPERSONATION_READ] as { is_impersonating?: unknown } | undefined;
  return user && typeof user === 'object' ? { user, isImpersonating: check?.is_impersonating === true } : null;
}
