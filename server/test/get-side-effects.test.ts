/**
 * GETs that change something (issue #19, finding 1). A SameSite=Lax session cookie rides along on a top-level
 * navigation from another site, so a GET that changes state must say how it is protected (`config.sideEffect`).
 *
 * Every GET of the route table is called as a buyer, a seller and staff over a small marketplace (an accepted match
 * with messages both ways and an attachment, a data-room file, notifications), with a row trigger on every table
 * recording writes. A GET that writes without declaring a side effect fails here; a new GET route with path
 * parameters needs a line in FIXTURES, so it is called for real. Then every declared GET is sent the way another
 * site would send it (a navigation with the cookie only): refused, and nothing written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { buildAdmin, buildUser } from './factories';
import { marketplace } from './marketplace';
import { chatClient } from '../modules/chats/chats.test-support';
import { multipartParts, SAMPLE_FILES } from './http';

/** Session bookkeeping (creation, rotation, last use) and flood counters are not effects a person would notice. */
const BOOKKEEPING = ['sessions', 'rate_limit_counters'];

let t: TestApp;
let world: {
  sellerId: number;
  buyerId: number;
  adminId: number;
  listingId: number;
  chatId: number;
  fileId: number;
  attachmentId: number;
  dealId: number;
  sellerUniqueId: string;
  verificationId: number;
  verificationDocumentId: number;
};

/** Path parameters and queries that reach real rows, per GET route with parameters (or a query it needs). */
const FIXTURES: Record<string, () => { params?: Record<string, string | number>; query?: string }> = {
  '/api/auth/email/verify/:id/:hash': () => ({ params: { id: world.buyerId, hash: 'not-the-hash' } }),
  '/api/chats/:id': () => ({ params: { id: world.chatId } }),
  '/api/deals/:id': () => ({ params: { id: world.dealId } }),
  '/api/deals/:id/documents': () => ({ params: { id: world.dealId } }),
  '/api/deals/:id/offers': () => ({ params: { id: world.dealId } }),
  '/api/deals/:id/clients': () => ({ params: { id: world.dealId } }),
  '/api/deals/:id/clients/letters': () => ({ params: { id: world.dealId } }),
  // No client list in this world: the court order's read answers 404, which still must write nothing.
  '/api/deals/:id/clients/:clientId/court-order': () => ({ params: { id: world.dealId, clientId: 1 } }),
  '/api/client-notices/:token': () => ({ params: { token: 'not-a-signed-link' } }),
  // The deal's letter of intent is not signed here: its closing room reads as waiting, and has no file yet (404).
  '/api/deals/:id/closing': () => ({ params: { id: world.dealId } }),
  '/api/deals/:id/closing/files/:fileId': () => ({ params: { id: world.dealId, fileId: 1 } }),
  '/api/deals/:id/closing/requests': () => ({ params: { id: world.dealId } }),
  '/api/deals/:id/closing/requests/export': () => ({ params: { id: world.dealId } }),
  // The deal is open, so it has no earn-out yet (404); a won deal's schedule is made on its first read, once.
  '/api/deals/:id/earnout': () => ({ params: { id: world.dealId } }),
  '/api/deals/:id/earnout/export': () => ({ params: { id: world.dealId } }),
  '/api/deals/:id/earnout/periods/:month': () => ({ params: { id: world.dealId, month: '2026-01' } }),
  // The buyer signed the listing's NDA to request access: document 1.
  '/api/documents/:id': () => ({ params: { id: 1 } }),
  '/api/documents/:id/pdf': () => ({ params: { id: 1 } }),
  '/api/find-users/:unique_id/listings': () => ({ params: { unique_id: world.sellerUniqueId } }),
  '/api/impersonate/take/:id': () => ({ params: { id: world.buyerId } }),
  // An outbox e-mail is a file, not a row: a name of the right shape (404 here) is read the same way.
  '/api/outbox/mail/:id': () => ({ params: { id: '2020-01-01T00-00-00-000Z-1-1' } }),
  '/api/listings/:id': () => ({ params: { id: world.listingId } }),
  '/api/listings/:id/data-room-log': () => ({ params: { id: world.listingId } }),
  '/api/listings/:id/files/:fileId': () => ({ params: { id: world.listingId, fileId: world.fileId } }),
  '/api/listings/:id/nda': () => ({ params: { id: world.listingId } }),
  '/api/listings/:id/ndas': () => ({ params: { id: world.listingId } }),
  '/api/listings/:id/open-deals': () => ({ params: { id: world.listingId } }),
  '/api/listings/:id/stats': () => ({ params: { id: world.listingId } }),
  '/api/listings/status/:status': () => ({ params: { status: 'active' } }),
  '/api/messages': () => ({ query: `filter[chat_id]=${world.chatId}` }),
  '/api/messages/attachments/:id': () => ({ params: { id: world.attachmentId } }),
  '/api/users/:id': () => ({ params: { id: world.sellerId } }),
  '/api/users/:id/image': () => ({ params: { id: world.sellerId } }),
  '/api/users/:id/form-submissions': () => ({ params: { id: world.buyerId } }),
  // No resource or valuation rows in this world: their reads answer 404, which still must write nothing.
  '/api/resources/:id': () => ({ params: { id: 1 } }),
  '/api/resources/:id/file': () => ({ params: { id: 1 } }),
  '/api/valuations/:id': () => ({ params: { id: 1 } }),
  '/api/valuations/:id/report': () => ({ params: { id: 1 } }),
  '/api/verifications/:id': () => ({ params: { id: world.verificationId } }),
  '/api/verifications/:id/documents/:documentId': () => ({
    params: { id: world.verificationId, documentId: world.verificationDocumentId },
  }),
  '/api/form/submission/check': () => ({ query: 'form_id=buyer-survey' }),
};

function urlOf(route: string): string {
  const fixture = FIXTURES[route]?.() ?? {};
  const path = route.replace(/:(\w+)/g, (_match, name: string) => {
    const value = fixture.params?.[name];
    if (value === undefined) throw new Error(`GET ${route} has path parameters: add it to FIXTURES with values that reach real rows.`);
    return encodeURIComponent(String(value));
  });
  return fixture.query ? `${path}?${fixture.query}` : path;
}

async function writes(): Promise<string[]> {
  const rows = await t.database.sql<{ tbl: string; op: string }[]>`select tbl, op from test_get_writes order by n`;
  await t.database.sql`truncate test_get_writes`;
  return [...new Set(rows.map((row) => `${row.op} ${row.tbl}`))];
}

beforeAll(async () => {
  t = await buildTestApp({});
  const http = chatClient(t);
  const m = await marketplace(t);
  const chatId: number = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
  expect((await http.answer(m.as.seller, chatId, 'accepted')).statusCode).toBe(200);
  const sent = await http.sendMultipart(m.as.buyer, {
    chat_id: String(chatId),
    body: 'Our figures, as promised.',
    'attachments[]': { filename: 'figures.png', data: SAMPLE_FILES.png, contentType: 'image/png' },
  });
  expect(sent.statusCode).toBe(201);
  expect((await http.send(m.as.seller, chatId, 'Thank you, reading them now.')).statusCode).toBe(201);
  const form = multipartParts([{ name: 'financials_needed', filename: 'pl-2025.pdf', type: 'application/pdf', data: SAMPLE_FILES.pdf }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${m.listing.id}/files`,
    headers: { ...m.as.seller, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(200);
  // The buyer's proof of funds, waiting in the staff queue.
  const fundsForm = multipartParts([
    { name: 'level', data: 'VLP' },
    { name: 'funds_amount', data: '900000' },
    { name: 'documents[]', filename: 'funds.pdf', type: 'application/pdf', data: SAMPLE_FILES.pdf },
  ]);
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/verifications',
    headers: { ...m.as.buyer, ...fundsForm.headers },
    payload: fundsForm.payload,
  });
  expect(submitted.statusCode).toBe(201);
  world = {
    sellerId: m.seller.id,
    buyerId: m.buyer.id,
    adminId: m.admin.id,
    listingId: m.listing.id,
    chatId,
    fileId: (uploaded.json() as { confidential: { media: { id: number }[] } }).confidential.media[0]!.id,
    attachmentId: (sent.json() as { attachments: { id: number }[] }).attachments[0]!.id,
    dealId: (await http.get(`/api/chats/${chatId}`, m.as.seller)).json().deal_id as number,
    sellerUniqueId: m.seller.uniqueId,
    verificationId: (submitted.json() as { id: number }).id,
    verificationDocumentId: (submitted.json() as { documents: { id: number }[] }).documents[0]!.id,
  };
  expect(world.dealId).toBeGreaterThan(0);
  await t.database.db.execute(
    sql.raw(`
      create table test_get_writes (n bigserial, tbl text, op text);
      create function test_log_write() returns trigger language plpgsql as $$
        begin insert into test_get_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$;
      do $$ declare r record; begin
        for r in select tablename from pg_tables where schemaname = 'public' and tablename not in ('test_get_writes', ${BOOKKEEPING.map((name) => `'${name}'`).join(', ')}) loop
          execute format('create trigger test_log_write after insert or update or delete on %I for each row execute function test_log_write()', r.tablename);
        end loop;
      end $$;
    `),
  );
});
afterAll(() => t.close());

const getRoutes = () => t.routes.filter((route) => route.method === 'GET' && !route.url.startsWith('/api/docs'));

describe('GETs with a side effect', () => {
  it('declare it: no undeclared GET writes, whoever calls it', async () => {
    const undeclared: string[] = [];
    const found = new Set<string>();
    // The buyer first: they read the seller's message, view the listing and download the attachment before staff do.
    for (const caller of ['buyer', 'seller', 'admin'] as const) {
      for (const route of getRoutes()) {
        const id = caller === 'buyer' ? world.buyerId : caller === 'seller' ? world.sellerId : world.adminId;
        await writes();
        const res = await t.app.inject({ method: 'GET', url: urlOf(route.url), headers: await t.loginAs(id) });
        expect(res.statusCode, `${caller} GET ${route.url}`).toBeLessThan(500);
        const written = await writes();
        if (written.length === 0) continue;
        found.add(route.url);
        if (!route.sideEffect) undeclared.push(`${caller} GET ${route.url} → ${res.statusCode} wrote ${written.join(', ')}`);
      }
    }
    expect(undeclared, 'declare config.sideEffect on these GETs (see server/platform/http/access.ts)').toEqual([]);
    // The detection itself works: GETs known to write were caught writing (recovery codes need 2FA set up first).
    for (const url of [
      '/api/impersonate/take/:id',
      '/api/listings/:id',
      '/api/messages',
      '/api/listings/:id/files/:fileId',
      '/api/verifications/:id/documents/:documentId',
    ]) {
      expect(found, url).toContain(url);
    }
    // Every GET route three times over, one request at a time: it grows with the route map (10 s on a quiet machine).
  }, 60_000);

  it('refuses every declared GET sent the way another site sends it, and writes nothing', async () => {
    const protectedRoutes = getRoutes().filter((route) => route.sideEffect === 'app' || route.sideEffect === 'same-origin');
    expect(protectedRoutes.map((route) => route.url).sort()).toEqual(
      [
        '/api/auth/user/two-factor-recovery-codes',
        '/api/deals/:id/closing',
        '/api/deals/:id/closing/files/:fileId',
        '/api/impersonate/leave',
        '/api/impersonate/take/:id',
        '/api/listings/:id',
        '/api/listings/:id/files/:fileId',
        '/api/messages',
        '/api/messages/attachments/:id',
        '/api/verifications/:id/documents/:documentId',
      ].sort(),
    );
    for (const route of protectedRoutes) {
      for (const caller of route.access === 'admin' ? [world.adminId] : [world.buyerId, world.adminId]) {
        const { cookie } = await t.loginAs(caller, route.url === '/api/impersonate/leave' ? { impersonatorId: world.adminId } : {});
        await writes();
        const navigation = { cookie: cookie!, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
        const crossSite = await t.app.inject({ method: 'GET', url: urlOf(route.url), headers: navigation });
        expect([crossSite.statusCode, crossSite.json()], `cross-site GET ${route.url}`).toEqual([
          403,
          { message: 'Cross-site requests are refused.' },
        ]);
        const sibling = await t.app.inject({
          method: 'GET',
          url: urlOf(route.url),
          headers: { ...navigation, 'sec-fetch-site': 'same-site' },
        });
        expect(sibling.statusCode, `same-site GET ${route.url}`).toBe(403);
        const foreignOrigin = await t.app.inject({
          method: 'GET',
          url: urlOf(route.url),
          headers: { cookie: cookie!, origin: 'https://evil.example' },
        });
        expect(foreignOrigin.statusCode, `foreign Origin GET ${route.url}`).toBe(403);
        if (route.sideEffect === 'app') {
          // Same origin but without the anti-forgery header the app's client sends: an old browser's navigation.
          const bare = await t.app.inject({
            method: 'GET',
            url: urlOf(route.url),
            headers: { cookie: cookie!, 'sec-fetch-site': 'same-origin' },
          });
          expect(bare.statusCode, `GET ${route.url} without X-XSRF-TOKEN`).toBe(419);
        }
        expect(await writes(), `GET ${route.url} wrote while refused`).toEqual([]);
      }
    }
  });

  it('keeps a link a member sends to staff from switching the staff session into their account', async () => {
    const member = await buildUser(t.database.db, { userType: 'selling' });
    const staff = await t.loginAs((await buildAdmin(t.database.db)).id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/impersonate/take/${member.id}`,
      headers: { cookie: staff.cookie!, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/impersonate/take/${member.id}`,
      headers: { cookie: staff.cookie!, 'sec-fetch-site': 'cross-site' },
    });
    expect(head.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/impersonate/check', headers: staff })).json()).toEqual({
      is_impersonating: false,
    });
    // From the app itself it still works.
    const fromApp = await t.app.inject({
      method: 'GET',
      url: `/api/impersonate/take/${member.id}`,
      headers: { ...staff, 'sec-fetch-site': 'same-origin' },
    });
    expect([fromApp.statusCode, fromApp.json().is_impersonating]).toEqual([200, true]);
  });

  it('holds every HEAD to the access of its GET (Fastify adds a HEAD twin for each GET)', async () => {
    const buyer = await t.loginAs(world.buyerId);
    for (const route of getRoutes().filter((candidate) => candidate.access !== 'visitor')) {
      const anonymous = await t.app.inject({ method: 'HEAD', url: urlOf(route.url) });
      expect(anonymous.statusCode, `HEAD ${route.url} without a session`).toBe(401);
      if (route.access === 'admin')
        expect(
          (await t.app.inject({ method: 'HEAD', url: urlOf(route.url), headers: buyer })).statusCode,
          `HEAD ${route.url} as a buyer`,
        ).toBe(403);
    }
  });

  it('lets e-mail links (signed) come from anywhere', () => {
    const signed = getRoutes()
      .filter((route) => route.sideEffect === 'signed-link')
      .map((route) => route.url);
    expect(signed.sort()).toEqual(['/api/auth/email/verify/:id/:hash', '/api/client-notices/:token', '/api/notifications/unsubscribe']);
  });
});
