import type { TestApp } from '../../test/app';
import { multipart, sends, type Headers } from '../../test/http';
import { signNda } from '../../test/nda';

/** The chat and message calls of the chats tests (the marketplace and recording realtime are in server/test/). */
export function chatClient(t: TestApp) {
  const http = sends(t);
  return {
    ...http,
    /** Signs the listing's NDA first, as the web does (a request without it is a 422: see requestMatchUnsigned). */
    requestMatch: async (headers: Headers, listingId: number) => {
      await signNda(t, headers, listingId);
      return http.post('/api/chats/create-match', headers, { listing_id: listingId });
    },
    requestMatchUnsigned: (headers: Headers, listingId: number) => http.post('/api/chats/create-match', headers, { listing_id: listingId }),
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
