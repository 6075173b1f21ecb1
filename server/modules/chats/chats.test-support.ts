import type { Realtime } from '../../platform/realtime/realtime.types';
import type { TestApp } from '../../test/app';
import { buildAdmin, buildListing, buildUser } from '../../test/factories';
import { multipart, sends, type Headers } from '../auth/auth.test-support';

/** A realtime that records what would be pushed (the protocol endpoint has its own tests). */
export function recordingRealtime(): Realtime & { published: { userId: number; event: string; data: Record<string, unknown> }[] } {
  const published: { userId: number; event: string; data: Record<string, unknown> }[] = [];
  return {
    published,
    publish: async (userId, event, data) => {
      published.push({ userId, event, data });
    },
    authorize: () => ({ auth: 'test:signature' }),
    clientConfig: () => ({ key: 'test', cluster: 'mt1', forceTLS: false, authEndpoint: '/api/broadcasting/auth' }),
    register: async () => {},
    close: async () => {},
  };
}

/** A seller with an active listing, a buyer, staff, and their sessions. */
export async function marketplace(t: TestApp) {
  const db = t.database.db;
  const seller = await buildUser(db, { userType: 'selling' });
  const buyer = await buildUser(db, { userType: 'buying' });
  const admin = await buildAdmin(db);
  const listing = await buildListing(db, { owner: seller });
  return {
    seller,
    buyer,
    admin,
    listing,
    as: { seller: await t.loginAs(seller.id), buyer: await t.loginAs(buyer.id), admin: await t.loginAs(admin.id) },
  };
}

export function chatClient(t: TestApp) {
  const http = sends(t);
  return {
    ...http,
    requestMatch: (headers: Headers, listingId: number) => http.post('/api/chats/create-match', headers, { listing_id: listingId }),
    answer: (headers: Headers, chatId: number, status: string) => http.put(`/api/chats/${chatId}`, headers, { status }),
    send: (headers: Headers, chatId: number, body: string) => http.post('/api/messages', headers, { chat_id: chatId, body }),
    messages: (headers: Headers, chatId: number, extra = '') => http.get(`/api/messages?filter[chat_id]=${chatId}${extra}`, headers),
    sendMultipart: (headers: Headers, fields: Parameters<typeof multipart>[0]) => {
      const form = multipart(fields);
      return t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { ...headers, 'content-type': form.contentType },
        payload: form.payload,
      });
    },
  };
}
