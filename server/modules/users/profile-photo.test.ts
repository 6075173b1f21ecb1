/**
 * Issue #19, finding 2: any signed-in account downloaded every user's photo by counting ids. A photo is visible only
 * to its owner, staff and people who may see who the user is (the other side of an accepted match, a support chat);
 * its URL carries a token that cannot be guessed, and the server checks the caller on every request.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildUser } from '../../test/factories';
import { multipart } from '../../test/http';
import { marketplace } from '../../test/marketplace';
import { chatClient } from '../chats/chats.test-support';
import type { UserRow } from './users.table';

const t = useTestApp();
const http = chatClient(t);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads a photo for the user and returns the URL their profile gives. */
async function photoOf(user: UserRow, headers: Record<string, string>): Promise<string> {
  const form = multipart({
    _method: 'PUT',
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    image: { filename: 'me.png', data: PNG, contentType: 'image/png' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/profile-information',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().image as string;
}

const fetchAs = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('profile photos', () => {
  it('are not served to a stranger, even one who has the URL, nor to someone counting ids', async () => {
    const m = await marketplace(t);
    const url = await photoOf(m.seller, m.as.seller);
    const unverified = await t.loginAs((await buildUser(t.database.db, { emailVerifiedAt: null, userType: 'buying' })).id);
    for (const headers of [unverified, m.as.buyer]) {
      expect((await fetchAs(url, headers)).statusCode).toBe(404);
      expect((await fetchAs(`/api/users/${m.seller.id}/image`, headers)).statusCode).toBe(404);
      expect((await fetchAs(`/api/users/${m.seller.id}/image?v=1`, headers)).statusCode).toBe(404);
    }
  });

  it('carry a token that is not derived from the id, and the route refuses any other token, even to the owner', async () => {
    const m = await marketplace(t);
    const url = await photoOf(m.seller, m.as.seller);
    const token = new URL(url, 'http://x').searchParams.get('v')!;
    expect(token).toMatch(/^[\w-]{32}$/);
    expect((await fetchAs(url, m.as.seller)).statusCode).toBe(200);
    expect((await fetchAs(url.replace(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), m.as.seller)).statusCode).toBe(
      404,
    );
  });

  it('are served to the owner and to staff', async () => {
    const m = await marketplace(t);
    const url = await photoOf(m.seller, m.as.seller);
    for (const headers of [m.as.seller, m.as.admin, await t.loginAs((await buildAdmin(t.database.db)).id)]) {
      const res = await fetchAs(url, headers);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
    }
  });

  it('reach the other side of a match once it is accepted, through the URL the chat gives', async () => {
    const m = await marketplace(t);
    const url = await photoOf(m.seller, m.as.seller);
    const chatId: number = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
    const sellerIn = async () =>
      (await http.get(`/api/chats/${chatId}`, m.as.buyer)).json().members.find((member: { role: string }) => member.role === 'seller');
    expect((await sellerIn()).image_url).toBeNull();
    expect((await fetchAs(url, m.as.buyer)).statusCode).toBe(404);
    expect((await http.answer(m.as.seller, chatId, 'accepted')).statusCode).toBe(200);
    expect((await sellerIn()).image_url).toBe(url);
    expect((await fetchAs(url, m.as.buyer)).statusCode).toBe(200);
    // Still nobody else's.
    expect((await fetchAs(url, await t.loginAs((await buildUser(t.database.db, { userType: 'buying' })).id))).statusCode).toBe(404);
  });

  it('answer an id beyond the integer type with a 422, not a 500', async () => {
    const m = await marketplace(t);
    const res = await fetchAs('/api/users/99999999999999/image', m.as.buyer);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('id');
  });
});
