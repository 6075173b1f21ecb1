import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { CLIENT_NOTICE_MESSAGES } from '../../../contracts/client-notices/client-notices';
import { addDays } from '../../../contracts/client-notices/notice-window';
import { multipartParts, SAMPLE_FILES, sends } from '../../test/http';
import { linkIn } from '../../test/mail';
import { useTestApp } from '../../test/use-test-app';
import { runDealClosedSteps } from '../deals/deal-closed';
import { dealBetween, stagesOf } from '../deals/deals.test-support';
import { deals } from '../deals/deals.table';
import { answerToken } from './answer-link';
import { clientWindowsWait, purgeLostClientLists } from './client-notice-gate';
import { dealClientAnswers, dealClientLists, dealClients } from './client-notices.table';

let clock = new Date();
const t = useTestApp({ now: () => clock });
const http = sends(t);
const day = (date: Date) => date.toISOString().slice(0, 10);

type Deal = Awaited<ReturnType<typeof dealBetween>>;
const CLIENTS = [
  { name: 'Margaret Ellison', email: 'margaret@example.com', address: '12 Oak Street, Springfield, IL 62701', matter: 'Estate plan' },
  { name: 'Theodore Banks', address: '400 Elm Avenue\nPeoria, IL 61602' },
  { name: 'Rosalind Chu', email: 'rosalind@example.com', matter: 'Trust administration' },
];
const NAMES = /Margaret|Theodore|Rosalind/;

const upload = (deal: Deal, headers: Record<string, string>, clients: unknown[] = CLIENTS) =>
  http.put(`/api/deals/${deal.dealId}/clients`, headers, { clients });
const uploadCsv = (deal: Deal, headers: Record<string, string>, csv: string, filename = 'clients.csv') => {
  const body = multipartParts([{ name: 'file', filename, type: 'text/csv', data: csv }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/deals/${deal.dealId}/clients`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const list = (deal: Deal, headers: Record<string, string>) => http.get(`/api/deals/${deal.dealId}/clients`, headers);

/** A deal whose seller uploaded the three clients and named the buyer for the letters. */
async function listed() {
  clock = new Date();
  const deal = await dealBetween(t);
  expect((await upload(deal, deal.as.seller)).json()).toEqual({ count: 3 });
  const named = await http.put(`/api/deals/${deal.dealId}/clients/letter`, deal.as.seller, { buyer_identity: 'Jane Roe of Roe Law PLLC' });
  expect(named.statusCode, named.body).toBe(200);
  return deal;
}

async function sent() {
  const deal = await listed();
  const response = await http.post(`/api/deals/${deal.dealId}/clients/send`, deal.as.seller);
  expect(response.statusCode, response.body).toBe(200);
  return deal;
}

async function linkOf(email: string) {
  const mail = (await t.mails()).filter((text) => text.includes(`To: ${email}`)).at(-1)!;
  return linkIn(mail, 'http://localhost:3000/client-notice/').split('/client-notice/')[1]!;
}

describe('PUT /deals/{id}/clients', () => {
  it('keeps the list sealed: the seller and staff read the names, the buyer only counts, anyone else 404', async () => {
    const deal = await listed();
    const seller = (await list(deal, deal.as.seller)).json();
    expect(seller).toMatchObject({ view: 'seller', count: 3, by_status: { not_sent: 3 } });
    expect(seller.data.map((row: { name: string }) => row.name)).toEqual(['Margaret Ellison', 'Theodore Banks', 'Rosalind Chu']);
    expect(seller.data[0]).toMatchObject({ notice_status: 'not_sent', sent_on: null, window_ends_on: null, excluded_from_transfer: false });
    expect((await list(deal, deal.as.admin)).json().data).toHaveLength(3);
    const buyer = await list(deal, deal.as.buyer);
    expect(buyer.json()).toEqual({
      view: 'buyer',
      count: 3,
      by_status: { not_sent: 3, sent: 0, objected: 0, consented: 0, file_requested: 0 },
      unreachable: 0,
      clients: null,
    });
    expect(buyer.body).not.toMatch(NAMES);
    const stranger = await t.loginAs((await import('../../test/factories').then((f) => f.buildUser(t.database.db))).id);
    expect((await list(deal, stranger)).statusCode).toBe(404);
    const stored = await t.database.db.select().from(dealClients).where(eq(dealClients.dealId, deal.dealId));
    expect(JSON.stringify(stored)).not.toMatch(NAMES);
  });

  it('reads a CSV with a header in any order, and pasted lines without one', async () => {
    const deal = await dealBetween(t);
    const csv =
      'matter,Name,E-mail,address\n"Will, codicil",Ada Lovelace,ada@example.com,"1 Main St, Chicago, IL 60601"\n,Charles Babbage,,\n';
    expect((await uploadCsv(deal, deal.as.seller, csv)).json()).toEqual({ count: 2 });
    const rows = (await list(deal, deal.as.seller)).json().data;
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      matter: 'Will, codicil',
      address: '1 Main St, Chicago, IL 60601',
    });
    expect((await uploadCsv(deal, deal.as.seller, 'Grace Hopper,grace@example.com\nAlan Turing\n')).json()).toEqual({ count: 2 });
  });

  it('names every bad CSV row by its spreadsheet row and saves nothing', async () => {
    const deal = await listed();
    const csv =
      'name,email,address,matter\nGood Client,good@example.com,,\n,nobody@example.com,,\nBad Mail,not-an-address,,\n' +
      `Long Matter,,,${'m'.repeat(201)}\n`;
    const response = await uploadCsv(deal, deal.as.seller, csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([
      'Row 3: the name is missing.',
      'Row 4: “not-an-address” is not a valid e-mail address.',
      'Row 5: the matter is longer than 200 characters.',
    ]);
    expect((await list(deal, deal.as.seller)).json().count).toBe(3);
  });

  it('refuses bad JSON rows by row number, too many clients, no list, a file that is not CSV', async () => {
    const deal = await dealBetween(t);
    const bad = await upload(deal, deal.as.seller, [
      { name: 'Fine' },
      { name: 'x'.repeat(201) },
      'text',
      { name: 'A', address: 'a'.repeat(501) },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'clients.1': ['Row 2: the name is longer than 200 characters.'],
      'clients.2': ['Row 3: the name is missing.'],
      'clients.3': ['Row 4: the address is longer than 500 characters.'],
    });
    const tooMany = await upload(
      deal,
      deal.as.seller,
      Array.from({ length: 5001 }, (_, i) => ({ name: `Client ${i}` })),
    );
    expect(tooMany.json().errors.clients).toEqual([CLIENT_NOTICE_MESSAGES.listTooLong]);
    expect((await upload(deal, deal.as.seller, [])).statusCode).toBe(422);
    expect((await http.put(`/api/deals/${deal.dealId}/clients`, deal.as.seller, {})).statusCode).toBe(422);
    const exe = multipartParts([{ name: 'file', filename: 'clients.csv', data: SAMPLE_FILES.exe }]);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/deals/${deal.dealId}/clients`,
      headers: { ...deal.as.seller, ...exe.headers },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toBeDefined();
    expect((await list(deal, deal.as.seller)).json().count).toBe(0);
  });

  it('is the seller’s: the buyer and staff acting as the seller are refused', async () => {
    const deal = await dealBetween(t);
    expect((await upload(deal, deal.as.buyer)).statusCode).toBe(403);
    const impersonating = await t.loginAs(deal.seller.id, { impersonatorId: deal.admin.id });
    expect((await upload(deal, impersonating)).statusCode).toBe(403);
    expect((await upload(deal, deal.as.admin)).statusCode).toBe(200);
  });
});

describe('letters and sending', () => {
  it('prints one letter per client with the three things Rule 1.17 asks, the buyer as agreed, and the template note', async () => {
    const deal = await dealBetween(t);
    await upload(deal, deal.as.seller);
    expect((await http.get(`/api/deals/${deal.dealId}/clients/letters`, deal.as.seller)).json().message).toBe(
      CLIENT_NOTICE_MESSAGES.noBuyerIdentity,
    );
    await http.put(`/api/deals/${deal.dealId}/clients/letter`, deal.as.seller, { buyer_identity: 'Jane Roe of Roe Law PLLC' });
    expect((await http.get(`/api/deals/${deal.dealId}/clients/letters`, deal.as.buyer)).statusCode).toBe(403);
    const response = await http.get(`/api/deals/${deal.dealId}/clients/letters`, deal.as.seller);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    expect(pdf.numPages).toBe(3);
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text[1]).toContain('Theodore Banks');
    expect(text[1]).toContain('Peoria, IL 61602');
    expect(text[0]).toContain('Jane Roe of Roe Law PLLC');
    const page = text[0]!.replace(/\s+/g, ' ');
    expect(page).toMatch(/right to retain other counsel/);
    expect(page).toMatch(/take possession of your file/);
    expect(page).toMatch(/within 90 days of receiving this notice/);
    expect(page).toMatch(/review with counsel/);
  });

  it('e-mails the clients with an address, dates every notice, starts the deal’s window, and refuses a second sending', async () => {
    const deal = await sent();
    const today = day(clock);
    const rows = (await list(deal, deal.as.seller)).json().data;
    expect(rows.map((row: { notice_status: string }) => row.notice_status)).toEqual(['sent', 'sent', 'sent']);
    expect(rows[0]).toMatchObject({ sent_on: today, window_ends_on: addDays(today, 93) });
    const mails = await t.mails();
    expect(mails.filter((mail) => mail.includes('To: margaret@example.com'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.includes('To: rosalind@example.com'))).toHaveLength(1);
    const [row] = await t.database.db.select({ sentOn: deals.clientNoticeSentOn }).from(deals).where(eq(deals.id, deal.dealId));
    expect(row!.sentOn).toBe(today);
    expect((await list(deal, deal.as.buyer)).json()).toMatchObject({ count: 3, by_status: { sent: 3 } });
    const again = await http.post(`/api/deals/${deal.dealId}/clients/send`, deal.as.seller);
    expect(again.json().message).toBe(CLIENT_NOTICE_MESSAGES.nothingToSend);
    expect((await upload(deal, deal.as.seller)).json().message).toBe(CLIENT_NOTICE_MESSAGES.alreadySent);
  });
});

describe('the client’s link', () => {
  it('dates receipt when opened, records an answer, replaces it with a later one (both kept), and ignores a replay', async () => {
    const deal = await sent();
    const token = await linkOf('margaret@example.com');
    const page = await http.get(`/api/client-notices/${token}`);
    expect(page.json()).toEqual({ status: 'open', answer: null, answered_at: null, window_ends_on: addDays(day(clock), 90) });
    const objected = await http.post(`/api/client-notices/${token}`, await t.loginAs(null), { answer: 'objected' });
    expect(objected.json()).toMatchObject({ status: 'open', answer: 'objected' });
    await http.post(`/api/client-notices/${token}`, await t.loginAs(null), { answer: 'consented' });
    await http.post(`/api/client-notices/${token}`, await t.loginAs(null), { answer: 'consented' });
    const rows = (await list(deal, deal.as.seller)).json().data;
    expect(rows[0]).toMatchObject({ notice_status: 'consented', opened_on: day(clock), answers: 2 });
    const history = await t.database.db.select().from(dealClientAnswers).where(eq(dealClientAnswers.clientId, rows[0].id));
    expect(history.map((answer) => answer.answer)).toEqual(['objected', 'consented']);
    expect((await http.post(`/api/client-notices/${token}`, await t.loginAs(null), { answer: 'maybe' })).statusCode).toBe(422);
  });

  it('answers the same for a client who does not exist, and closes for a forged or expired link', async () => {
    const deal = await sent();
    const token = await linkOf('rosalind@example.com');
    const unknown = answerToken(t.deps.config.sessionSecret, 2_000_000_000, addDays(day(clock), 93));
    const page = (await http.get(`/api/client-notices/${unknown}`)).json();
    expect(page).toEqual({ status: 'open', answer: null, answered_at: null, window_ends_on: addDays(day(clock), 93) });
    expect((await http.post(`/api/client-notices/${unknown}`, await t.loginAs(null), { answer: 'objected' })).statusCode).toBe(200);
    const forged = `${token.slice(0, -2)}AA`;
    const closed = { status: 'closed', answer: null, answered_at: null, window_ends_on: null };
    expect((await http.get(`/api/client-notices/${forged}`)).json()).toEqual(closed);
    expect((await http.get('/api/client-notices/nonsense')).json()).toEqual(closed);
    clock = new Date(clock.getTime() + 94 * 86_400_000);
    expect((await http.get(`/api/client-notices/${token}`)).json()).toEqual(closed);
    const late = await http.post(`/api/client-notices/${token}`, await t.loginAs(null), { answer: 'objected' });
    expect(late.statusCode).toBe(422);
    expect((await list(deal, deal.as.seller)).json().data[2].notice_status).toBe('sent');
  });
});

describe('the closing gate, the buyer after closing, retention', () => {
  it('waits for every notified client’s window, then the buyer reads the names of those who did not object', async () => {
    const deal = await sent();
    const token = await linkOf('margaret@example.com');
    await http.post(`/api/client-notices/${token}`, await t.loginAs(null), { answer: 'objected' });
    const wait = await t.database.db.transaction((tx) => clientWindowsWait(tx, deal.dealId, clock));
    expect(wait).toBe(`Waiting for 3 clients' 90-day windows (the last ends on ${addDays(day(clock), 93)}).`);
    const later = new Date(clock.getTime() + 94 * 86_400_000);
    expect(await t.database.db.transaction((tx) => clientWindowsWait(tx, deal.dealId, later))).toBeNull();
    const { named } = await stagesOf(t, deal.as.admin);
    await t.database.db
      .update(deals)
      .set({ stageId: named('Closed — won').id })
      .where(eq(deals.id, deal.dealId));
    const buyer = (await list(deal, deal.as.buyer)).json();
    expect(buyer.clients.map((client: { name: string }) => client.name)).toEqual(['Theodore Banks', 'Rosalind Chu']);
  });

  it('marks an unreachable client excluded from the transfer until the seller records a court order', async () => {
    const deal = await listed();
    const id = (await list(deal, deal.as.seller)).json().data[1].id;
    const url = `/api/deals/${deal.dealId}/clients/${id}`;
    const order = (file: Buffer, filename: string) =>
      multipartParts([
        { name: 'court', data: 'Circuit Court of Cook County' },
        { name: 'ordered_on', data: day(clock) },
        { name: 'file', filename, data: file },
      ]);
    const early = order(SAMPLE_FILES.pdf, 'order.pdf');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${url}/court-order`,
          headers: { ...deal.as.seller, ...early.headers },
          payload: early.payload,
        })
      ).statusCode,
    ).toBe(422);
    expect((await http.put(`${url}/unreachable`, deal.as.seller, { unreachable: true })).json()).toMatchObject({
      unreachable: true,
      excluded_from_transfer: true,
    });
    const exe = order(SAMPLE_FILES.exe, 'order.pdf');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${url}/court-order`,
          headers: { ...deal.as.seller, ...exe.headers },
          payload: exe.payload,
        })
      ).statusCode,
    ).toBe(422);
    const good = order(SAMPLE_FILES.pdf, 'order.pdf');
    const recorded = await t.app.inject({
      method: 'POST',
      url: `${url}/court-order`,
      headers: { ...deal.as.seller, ...good.headers },
      payload: good.payload,
    });
    expect(recorded.json()).toMatchObject({
      excluded_from_transfer: false,
      court_order: { court: 'Circuit Court of Cook County', file_name: 'order.pdf' },
    });
    expect((await http.get(`${url}/court-order`, deal.as.seller)).statusCode).toBe(200);
    expect((await http.get(`${url}/court-order`, deal.as.buyer)).statusCode).toBe(403);
    const sending = await http.post(`/api/deals/${deal.dealId}/clients/send`, deal.as.seller);
    expect(sending.json()).toMatchObject({ sent: 2, emailed: 2 });
  });

  it('deletes a lost deal’s list a year after it closed, and keeps a won deal’s', async () => {
    const deal = await listed();
    const { named } = await stagesOf(t, deal.as.admin);
    await t.database.db
      .update(deals)
      .set({ stageId: named('Closed — lost').id })
      .where(eq(deals.id, deal.dealId));
    const event = {
      dealId: deal.dealId,
      listingId: deal.listing.id,
      buyerId: deal.buyer.id,
      sellerId: deal.seller.id,
      outcome: 'lost' as const,
      now: clock,
    };
    await t.database.db.transaction((tx) => runDealClosedSteps(tx, [event]));
    const [kept] = await t.database.db.select().from(dealClientLists).where(eq(dealClientLists.dealId, deal.dealId));
    expect(kept!.deleteOn).toBe(addDays(day(clock), 365));
    const deps = { ...t.deps, now: () => new Date(clock.getTime() + 364 * 86_400_000) };
    await purgeLostClientLists(deps);
    expect(await t.database.db.select().from(dealClients).where(eq(dealClients.dealId, deal.dealId))).toHaveLength(3);
    await purgeLostClientLists({ ...t.deps, now: () => new Date(clock.getTime() + 366 * 86_400_000) });
    expect(await t.database.db.select().from(dealClients).where(eq(dealClients.dealId, deal.dealId))).toHaveLength(0);
  });
});

describe('staff’s per-state rules', () => {
  it('lets staff count a state’s window from sending, with its own letter; members are refused', async () => {
    const deal = await listed();
    expect((await http.get('/api/admin/client-notice-rules', deal.as.seller)).statusCode).toBe(403);
    const bad = await http.put('/api/admin/client-notice-rules/IL', deal.as.admin, { window_from: 'later', mailing_days: 40 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['mailing_days', 'window_from']);
    expect(
      (await http.put('/api/admin/client-notice-rules/ZZ', deal.as.admin, { window_from: 'sending', mailing_days: 0 })).statusCode,
    ).toBe(422);
    const saved = await http.put('/api/admin/client-notice-rules/IL', deal.as.admin, {
      window_from: 'sending',
      mailing_days: 0,
      letter_template: 'Dear {{client_name}},\n\nIllinois letter naming {{buyer}}, {{days}} days {{counted_from}}.\n\n{{seller}}',
    });
    expect(saved.json()).toMatchObject({ state: 'IL', window_from: 'sending' });
    expect((await http.get('/api/admin/client-notice-rules', deal.as.admin)).json().data).toHaveLength(1);
    await http.post(`/api/deals/${deal.dealId}/clients/send`, deal.as.seller);
    expect((await list(deal, deal.as.seller)).json().data[0].window_ends_on).toBe(addDays(day(clock), 90));
    const pdf = await http.get(`/api/deals/${deal.dealId}/clients/letters`, deal.as.seller);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Illinois letter naming Jane Roe of Roe Law PLLC, 90 days of the date this notice was sent.',
    );
    await http.put('/api/admin/client-notice-rules/IL', deal.as.admin, { window_from: 'receipt', mailing_days: 3, letter_template: null });
  });
});
