import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submitErrors } from '../../contracts/listings/progress';
import { RATING_KEYS } from '../../contracts/listings/questionnaire';
import { verifyPassword } from '../modules/auth/password';
import { chatParticipants, chats } from '../modules/chats/chats.table';
import { deals } from '../modules/deals/deals.table';
import { favorites } from '../modules/listings/favorites.table';
import { draftPatch, usableInformationOf } from '../modules/listings/listing-answers';
import { completionInput } from '../modules/listings/listing-view';
import { dataRoomDownloads, listingAccess, listingFiles, listings, listingViews } from '../modules/listings/listings.table';
import { messages } from '../modules/chats/messages.table';
import { notifications } from '../modules/notifications/notifications.table';
import { resources } from '../modules/resources/resources.table';
import { users } from '../modules/users/users.table';
import { verifications } from '../modules/verifications/verifications.table';
import { levelFromGrants } from '../../contracts/verifications/levels';
import { DEMO_VERIFICATIONS } from './demo-verifications';
import { writeDemoDocuments } from './seed-verifications';
import { writeDemoDataRoom } from './seed-data-room';
import { writeDemoNdas } from './seed-ndas';
import { documents } from '../modules/documents/documents.table';
import { hasSignedNda } from '../modules/listings/listing-nda.service';
import { createHash } from 'node:crypto';
import { DEMO_DATA_ROOMS } from './demo-data-room';
import { DATA_ROOM_UPLOADS } from '../../contracts/listings/files';
import { checkUpload } from '../platform/uploads/check-upload';
import type { Database } from '../platform/db/database';
import { sanitizeRichText } from '../platform/sanitize';
import { buildTestApp, type TestApp } from '../test/app';
import { createTestDatabase } from '../test/database';
import { buildUser } from '../test/factories';
import { DEMO_MATCHES, DEMO_SUPPORT_CHATS } from './demo-conversations';
import { DEMO_FAVORITES } from './demo-engagement';
import { DEMO_LISTINGS } from './demo-listings';
import { DEMO_RESOURCES } from './demo-resources';
import { DEMO_EXPERTS } from './demo-experts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './demo';
import { demoListingDraft, demoListingPatch, UNSAVED } from './seed-listings';
import { PAST_SALE_PREFIX } from './seed-market';

const activeListings = DEMO_LISTINGS.filter((listing) => listing.status === 'active');

describe('seedDemo', () => {
  let database: Database;
  let lines: string[];
  const log = (line: string) => void lines.push(line);
  /**
   * Every member, as a clean start: a deleted member's chats stay (as the app keeps them), and deals go before users
   * because one statement deleting a seller would reach a deal twice (through the listing and through seller_id),
   * which the app's own deletion avoids by removing the listings first.
   */
  const clearMembers = async () => {
    await database.db.delete(chats);
    await database.db.delete(deals);
    await database.db.delete(users);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    lines = [];
    await clearMembers();
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates every demo login, fully onboarded, with the documented password', async () => {
    expect(await seedDemo(database.db, log)).toBe(true);
    const everyone = await database.db.select().from(users).orderBy(asc(users.id));
    const rows = everyone.filter((row) => row.active);
    expect(rows.map((row) => row.email)).toEqual(DEMO_LOGINS.map((login) => login.email));
    // The market's past sales belong to former members, deactivated, who own nothing else.
    const former = everyone.filter((row) => !row.active);
    expect(former.length).toBeGreaterThan(0);
    const theirs = await database.db
      .select()
      .from(listings)
      .where(
        inArray(
          listings.ownerId,
          former.map((row) => row.id),
        ),
      );
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((row) => row.headline.startsWith(PAST_SALE_PREFIX) && row.status === 'disabled')).toBe(true);
    const demoOwned = await database.db
      .select()
      .from(listings)
      .where(
        inArray(
          listings.ownerId,
          rows.map((row) => row.id),
        ),
      );
    expect(demoOwned.some((row) => row.headline.startsWith(PAST_SALE_PREFIX))).toBe(false);
    for (const row of rows) {
      expect(row).toMatchObject({ hasAcceptedTerms: true, active: true });
      expect(row.emailVerifiedAt && row.phoneVerifiedAt && row.termsAcceptedAt).toBeTruthy();
      expect(row.uniqueId).toMatch(/^LX-[A-Z2-7]{6}$/);
      expect(row.phone).toMatch(/^\d{3}55501\d{2}$/);
    }
    expect(new Set(rows.map((row) => row.uniqueId)).size).toBe(rows.length);
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1); // hashed once per seed
    expect(new Set(DEMO_LOGINS.map((login) => login.userType))).toEqual(new Set(['buying', 'selling', 'valuing', 'other']));
    expect(DEMO_LOGINS.filter((login) => login.role === 'admin')).toHaveLength(1);
    expect(rows.filter((row) => row.role === 'admin').map((row) => row.email)).toEqual(
      DEMO_LOGINS.filter((l) => l.role === 'admin').map((l) => l.email),
    );
    expect(lines).toHaveLength(1);
  });

  it('is idempotent and never mixes with real members', async () => {
    await seedDemo(database.db, log);
    expect(await seedDemo(database.db, log)).toBe(false);
    expect(await database.db.$count(users, eq(users.active, true))).toBe(DEMO_LOGINS.length);

    await clearMembers();
    await buildUser(database.db);
    expect(await seedDemo(database.db, log)).toBe(false);
    expect(await database.db.$count(users)).toBe(1);
  });

  it('runs beside existing staff, even one using a demo address', async () => {
    const staff = DEMO_LOGINS.find((login) => login.role === 'admin')!;
    const existing = await buildUser(database.db, { role: 'admin', userType: 'other', email: staff.email });
    expect(await seedDemo(database.db, log)).toBe(true);
    expect(await database.db.$count(users, eq(users.active, true))).toBe(DEMO_LOGINS.length);
    // The existing staff member answers the support chat.
    const [reply] = await database.db.select().from(messages).where(eq(messages.fromStaff, true));
    expect(reply?.senderId).toBe(existing.id);
  });
});

describe('the demo marketplace', () => {
  let test: TestApp;
  const lines: string[] = [];
  const as: Record<string, Record<string, string>> = {};
  const idOf = (email: string) =>
    test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .then((rows) => rows[0]!.id);
  const listingId = (key: string) => {
    const headline = DEMO_LISTINGS.find((listing) => listing.key === key)!.answers.headline!;
    return test.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.headline, headline))
      .then((rows) => rows[0]!.id);
  };
  const get = (who: string, url: string) => test.app.inject({ method: 'GET', url, headers: as[who] });

  beforeAll(async () => {
    test = await buildTestApp();
    expect(await seedDemo(test.database.db, (line) => void lines.push(line))).toBe(true);
    for (const name of ['margaret', 'harold', 'daniel', 'priya', 'rebecca', 'thomas']) {
      as[name] = await test.loginAs(await idOf(DEMO_LOGINS.find((login) => login.email.startsWith(`${name}.`))!.email));
    }
  });
  afterAll(async () => {
    await test.close();
  });

  it('shows staff the survey Harold answered about his sale, and Harold no survey prompt for it', async () => {
    const harold = await idOf('harold.jennings@example.com');
    const answers = await get('rebecca', `/api/users/${harold}/form-submissions`);
    expect(answers.statusCode).toBe(200);
    expect(answers.json().data).toEqual([
      expect.objectContaining({
        title: 'Tell us about your sale',
        answers: expect.arrayContaining([{ question: 'Why are you selling?', answer: 'Retirement, Health or family' }]),
      }),
    ]);
    const check = await get('harold', '/api/form/submission/check?form_id=seller-survey');
    expect(check.json()).toEqual({ is_submitted: true });
  });

  it('shows a buyer every active listing, newest first', async () => {
    const response = await get('daniel', '/api/listings?per_page=50');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: { headline: string; has_usable_information: boolean; is_favorite: boolean }[];
      meta: { total: number };
    }>();
    expect(body.meta.total).toBe(activeListings.length);
    expect(activeListings.length).toBeGreaterThanOrEqual(8);
    const newestFirst = [...activeListings].sort((a, b) => a.created[0] - b.created[0]).map((listing) => listing.answers.headline);
    expect(body.data.map((card) => card.headline)).toEqual(newestFirst);
    expect(body.data.filter((card) => card.is_favorite)).toHaveLength(
      DEMO_FAVORITES.filter((favorite) => favorite.user === 'daniel').length,
    );
    expect(body.data.some((card) => !card.has_usable_information)).toBe(true);
  });

  it('opens the matched listing to Daniel, with a deal at the first stage and a conversation', async () => {
    const id = await listingId('boston-estate');
    const response = await get('daniel', `/api/listings/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ access: 'full', confidential: { firm_name: 'Whitfield Estate Law, P.C.' } });

    const [deal] = await test.database.db.select().from(deals).where(eq(deals.listingId, id));
    expect(deal).toMatchObject({
      buyerId: await idOf('daniel.okafor@example.com'),
      sellerId: await idOf('margaret.whitfield@example.com'),
    });
    const chatList = (await get('daniel', '/api/chats')).json<{
      data: { status: string; listing: { id: number } | null; unread_count: number; deal_id: number | null }[];
    }>();
    const chat = chatList.data.find((item) => item.listing?.id === id)!;
    expect(chat).toMatchObject({ status: 'accepted', deal_id: deal!.id });
    expect(chat.unread_count).toBeGreaterThan(0);
    const match = DEMO_MATCHES.find((item) => item.listing === 'boston-estate')!;
    expect(await test.database.db.$count(messages, eq(messages.chatId, deal!.chatId!))).toBe(match.messages.length);
  });

  it('keeps Harold’s listing anonymised for Priya while her request is pending, and shows Harold the request', async () => {
    const id = await listingId('houston-immigration');
    const response = await get('priya', `/api/listings/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ access: 'anonymised', confidential: null });

    const harold = (await get('harold', '/api/chats')).json<{
      data: { type: string; status: string; listing: { id: number } | null; can_answer: boolean }[];
    }>();
    expect(harold.data).toContainEqual(
      expect.objectContaining({ type: 'match', status: 'pending', listing: expect.objectContaining({ id }), can_answer: true }),
    );
    expect((await get('harold', '/api/notifications/unread-count')).json<{ count: number }>().count).toBeGreaterThan(0);
  });

  it('gives staff a listing to review and a support chat', async () => {
    const pending = (await get('rebecca', '/api/listings/status/pending')).json<{ data: { headline: string }[] }>();
    expect(pending.data.map((card) => card.headline)).toEqual(
      DEMO_LISTINGS.filter((l) => l.status === 'pending').map((l) => l.answers.headline),
    );
    const support = (await get('rebecca', '/api/chats?filter[all]=1&filter[type]=support')).json<{ data: { subject: string }[] }>();
    expect(support.data.map((chat) => chat.subject)).toEqual(DEMO_SUPPORT_CHATS.map((chat) => chat.subject));
  });

  it('gives sellers views to chart and buyers and sellers read and unread notifications', async () => {
    const stats = (await get('margaret', `/api/listings/${await listingId('boston-estate')}/stats`)).json<{
      views: unknown[];
      total_unique_viewers: number;
      watchers: number;
    }>();
    expect(stats.views.length).toBeGreaterThan(5);
    expect(stats.total_unique_viewers).toBeGreaterThan(1);
    expect(stats.watchers).toBeGreaterThan(0);
    for (const name of ['daniel', 'margaret']) {
      const list = (await get(name, '/api/notifications')).json<{ data: { read_at: string | null; url: string }[] }>();
      expect(list.data.some((item) => item.read_at === null)).toBe(true);
      expect(list.data.some((item) => item.read_at !== null)).toBe(true);
      for (const item of list.data) expect(item.url).toMatch(/^\/(listings\/details\/\d+|messages\?chat=\d+)$/);
    }
  });

  it('saves every listing as the app would: derived columns, complete core facts, anonymous headlines', async () => {
    // The market's past sales (seed-market.ts) are sold listings of their own, checked below.
    const rows = (await test.database.db.select().from(listings)).filter((row) => !row.headline.startsWith(PAST_SALE_PREFIX));
    expect(rows).toHaveLength(DEMO_LISTINGS.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['active', 'pending', 'draft', 'disabled']));
    for (const row of rows) {
      const demo = DEMO_LISTINGS.find((listing) => listing.answers.headline === row.headline)!;
      const media = await test.database.db.select().from(listingFiles).where(eq(listingFiles.listingId, row.id));
      expect(row.hasUsableInformation).toBe(usableInformationOf(row, media));
      expect(row.revenue).toBe(row.grossRevenues[0] ?? null);
      if (row.status !== 'draft') expect(submitErrors(completionInput(row, []))).toEqual({});
      if (demo.ratings) expect(demo.ratings).toHaveLength(RATING_KEYS.length);
      const [owner] = await test.database.db.select().from(users).where(eq(users.id, row.ownerId));
      for (const name of [owner!.lastName, row.firmName!.split(' ')[0]!])
        expect(row.headline.toLowerCase()).not.toContain(name.toLowerCase());
      if (row.approvedAt) expect(row.approvedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    }
  });

  it('stores rich text that the sanitiser would leave as it is (the seed skips it to keep jsdom out of the start)', async () => {
    for (const listing of DEMO_LISTINGS) {
      const draft = demoListingDraft(listing);
      expect(demoListingPatch(draft)).toEqual(draftPatch(UNSAVED, draft));
    }
    for (const message of await test.database.db.select().from(messages)) expect(sanitizeRichText(message.body)).toBe(message.body);
  });

  it('spreads deals over the pipeline with their history, one of them in the client-notice window', async () => {
    const board = (await get('thomas', '/api/deals?side=seller')).json<{
      data: { id: number; stage_id: number; likelihood_of_closing: number }[];
    }>();
    expect(board.data.length).toBe(2);
    const stages = new Set((await test.database.db.select().from(deals)).map((deal) => deal.stageId));
    expect(stages.size).toBeGreaterThanOrEqual(6);
    const inNotice = await test.database.db.select().from(deals).where(isNotNull(deals.clientNoticeSentOn));
    expect(inNotice).toHaveLength(1);
    const detail = (await get('thomas', `/api/deals/${inNotice[0]!.id}`)).json<{
      client_notice: { days_left: number; window_ended: boolean };
      history: unknown[];
    }>();
    expect(detail.client_notice).toMatchObject({ window_ended: false, days_left: 52 });
    expect(detail.history.length).toBeGreaterThan(8);
  });

  it('gives buyers and sellers a library of resources, stored as the sanitiser leaves them', async () => {
    for (const [name, count] of [
      ['daniel', DEMO_RESOURCES.filter((r) => r.audience !== 'seller').length],
      ['margaret', DEMO_RESOURCES.filter((r) => r.audience !== 'buyer').length],
    ] as const) {
      const list = (await get(name, '/api/resources')).json<{ data: unknown[] }>();
      expect(list.data).toHaveLength(count);
      expect(count).toBeGreaterThanOrEqual(6);
    }
    for (const resource of await test.database.db.select().from(resources)) expect(sanitizeRichText(resource.body)).toBe(resource.body);
  });

  it('offers two experts with open slots and shows Daniel his booked call', async () => {
    const list = (await get('daniel', '/api/experts')).json<{ data: { name: string; days: unknown[] }[] }>();
    expect(list.data.map((expert) => expert.name).sort()).toEqual(DEMO_EXPERTS.map((expert) => expert.name).sort());
    for (const expert of list.data) expect(expert.days.length).toBeGreaterThan(5);
    const calls = (await get('daniel', '/api/bookings')).json<{ upcoming: { expert: { name: string }; can_change: boolean }[] }>();
    expect(calls.upcoming).toEqual([
      expect.objectContaining({ expert: expect.objectContaining({ name: 'Rebecca Lindqvist' }), can_change: true }),
    ]);
  });

  it('backs every level with grants, puts people at every level, and fills the staff queue with one rejection', async () => {
    const db = test.database.db;
    const everyone = await db.select().from(users);
    const grants = await db.select().from(verifications);
    for (const user of everyone) {
      expect(
        levelFromGrants(
          grants.filter((grant) => grant.userId === user.id),
          new Date(),
        ),
        user.email,
      ).toBe(user.verificationLevel);
    }
    expect(new Set(everyone.map((user) => user.verificationLevel))).toEqual(new Set(['unverified', 'VI', 'VBO', 'VFL', 'VLP']));
    const queue = (await get('rebecca', '/api/verifications?scope=queue&filter[open]=1')).json();
    expect(queue.meta.total).toBeGreaterThanOrEqual(3);
    const angela = await test.loginAs(await idOf('angela.price@example.com'));
    const mine = (await test.app.inject({ method: 'GET', url: '/api/verifications', headers: angela })).json();
    const rejected = mine.data.find((item: { status: string }) => item.status === 'rejected');
    expect(rejected.reason).toMatch(/Price Defense Group/);
    expect(await writeDemoDocuments(db, test.deps.storage)).toBe(
      DEMO_VERIFICATIONS.filter((item) => item.document && item.level !== 'VFL').length,
    );
    const document = await test.app.inject({
      method: 'GET',
      url: `/api/verifications/${rejected.id}/documents/${rejected.documents[0].id}`,
      headers: as.rebecca,
    });
    expect([document.statusCode, document.headers['content-type'], document.rawPayload.subarray(0, 5).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
    expect(await writeDemoDocuments(db, test.deps.storage)).toBe(0);
  });

  it('gives every accepted match the buyer’s signed NDA, whose stored PDF verifies, downloadable from the deal', async () => {
    const db = test.database.db;
    // The market's past sales have no buyer (seed-market.ts): no match, no NDA.
    const accepted = (await db.select().from(deals)).filter((deal) => deal.buyerId !== null);
    expect(accepted.length).toBeGreaterThan(0);
    const ndas = await db.select().from(documents).where(eq(documents.kind, 'nda'));
    for (const deal of accepted) {
      const signed = await hasSignedNda(db, deal.listingId, deal.buyerId!);
      expect(signed, `deal ${deal.id}`).toBe(true);
    }
    expect(ndas.every((row) => row.status === 'signed' && row.finalSha256)).toBe(true);
    // Storage is filled at start; a second start finds nothing to write.
    expect(await writeDemoNdas(db, test.deps.storage)).toBe(ndas.length * 2);
    expect(await writeDemoNdas(db, test.deps.storage)).toBe(0);
    const [deal] = await db
      .select()
      .from(deals)
      .where(eq(deals.listingId, await listingId('boston-estate')));
    const list = (await get('daniel', `/api/deals/${deal!.id}/documents`)).json<{
      data: { id: number; kind: string; final_sha256: string }[];
    }>();
    const nda = list.data.find((row) => row.kind === 'nda')!;
    const pdf = await get('margaret', `/api/documents/${nda.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(nda.final_sha256);
  });

  it('fills the data rooms the conversations speak of, with downloads by the buyers who have access', async () => {
    const db = test.database.db;
    const id = await listingId('boston-estate');
    const documents = DEMO_DATA_ROOMS.find((room) => room.listing === 'boston-estate')!.documents;
    const total = DEMO_DATA_ROOMS.reduce((sum, room) => sum + room.documents.length, 0);
    // Storage is filled at start, under the listing's upload keys; a second start finds nothing to write.
    expect(await writeDemoDataRoom(db, test.deps.storage)).toBe(total);
    expect(await writeDemoDataRoom(db, test.deps.storage)).toBe(0);

    const listing = (await get('daniel', `/api/listings/${id}`)).json<{
      has_usable_information: boolean;
      confidential: { media: { id: number; filename: string; size: number; collection_name: string; url: string }[] };
    }>();
    expect(listing.has_usable_information).toBe(true);
    expect(listing.confidential.media.map((file) => file.filename).sort()).toEqual(documents.map((document) => document.filename).sort());
    const files = await db.select().from(listingFiles).where(eq(listingFiles.listingId, id));
    for (const file of files) {
      expect(file.storageKey.startsWith(`listings/${id}/`)).toBe(true);
      const object = await test.deps.storage.get(file.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of object!.body) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      // The size recorded in the seed is that of the bytes written at start, and the upload check accepts them.
      expect(data.length, file.filename).toBe(file.size);
      await expect(
        checkUpload('file', { filename: file.filename, mimetype: file.mimetype, data, size: data.length }, DATA_ROOM_UPLOADS),
      ).resolves.toMatchObject({ mime: file.mimetype });
    }
    const csv = files.find((file) => file.mimetype === 'text/csv')!;
    const csvObject = await test.deps.storage.get(csv.storageKey);
    let csvText = '';
    for await (const chunk of csvObject!.body) csvText += (chunk as Buffer).toString('utf8');
    expect(csvText.split('\n')[0]).toBe('month,"Estate Planning, Wills & Trusts",Probate & Estate Administration,Elder Law,total');
    expect(csvText.trim().split('\n')).toHaveLength(13);

    // Margaret's log shows Daniel's downloads; a new download by Daniel adds a line.
    const log = (await get('margaret', `/api/listings/${id}/data-room-log`)).json<{
      data: { filename: string; user: { name: string } }[];
    }>();
    const seeded = documents.reduce((sum, document) => sum + document.downloads.length, 0);
    expect(log.data).toHaveLength(seeded);
    expect(new Set(log.data.map((entry) => entry.user.name))).toEqual(new Set(['Daniel Okafor']));
    const statement = listing.confidential.media.find((file) => file.collection_name === 'financials_needed')!;
    const download = await test.app.inject({
      method: 'GET',
      url: statement.url,
      headers: { ...as.daniel, 'sec-fetch-site': 'same-origin' },
    });
    expect([download.statusCode, download.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    expect(await db.$count(dataRoomDownloads, eq(dataRoomDownloads.listingId, id))).toBe(seeded + 1);
    // Priya has no access to Margaret's listing: the documents stay closed to her.
    expect((await get('priya', statement.url)).statusCode).toBe(404);
  });

  it('fills several market cells from past sales and leaves others with not enough sales yet, none of them browsable', async () => {
    const { cells } = (await get('daniel', '/api/market')).json<{ cells: { practice_area: string | null; sellers: number | null }[] }>();
    const shown = new Set(cells.filter((cell) => cell.sellers !== null).map((cell) => cell.practice_area));
    expect(shown).toEqual(new Set([null, 'estate_planning', 'family', 'personal_injury']));
    expect(cells.some((cell) => cell.practice_area === 'criminal' && cell.sellers === null)).toBe(true);
    const browse = (await get('daniel', '/api/listings?per_page=50')).json<{ data: { headline: string }[] }>();
    expect(browse.data.some((card) => card.headline.startsWith(PAST_SALE_PREFIX))).toBe(false);
  });

  it('creates nothing twice when run again', async () => {
    const tables = [
      users,
      listings,
      chats,
      chatParticipants,
      messages,
      deals,
      listingAccess,
      favorites,
      listingViews,
      notifications,
      resources,
    ] as const;
    const before = await Promise.all(tables.map((table) => test.database.db.$count(table)));
    expect(await seedDemo(test.database.db, (line) => void lines.push(line))).toBe(false);
    expect(await Promise.all(tables.map((table) => test.database.db.$count(table)))).toEqual(before);
    expect(lines).toHaveLength(1);
  });
});
