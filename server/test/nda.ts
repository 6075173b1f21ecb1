import type { TestApp } from './app';
import type { Headers } from './http';
import { findUserById } from '../modules/users/users.repository';

/**
 * Signs the listing's NDA as the session's user (docs/product.md "Deal room": before an access request), as the web does:
 * read the current version's hash, then sign with the account's name and consent. Returns the signing response.
 */
export async function signNda(t: TestApp, headers: Headers, listingId: number) {
  const token = /lexchange_session[^=]*=([^;]+)/.exec(headers.cookie ?? '')?.[1];
  const session = token ? await t.deps.sessions.load(decodeURIComponent(token)) : null;
  const user = session?.user ? await findUserById(t.database.db, session.user.id) : null;
  if (!user) throw new Error('signNda: the headers carry no signed-in session');
  const nda = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/nda`, headers });
  if (nda.statusCode !== 200) return nda;
  return t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/nda`,
    headers,
    payload: { full_name: `${user.firstName} ${user.lastName}`, consent: true, sha256: nda.json<{ sha256: string }>().sha256 },
  });
}
