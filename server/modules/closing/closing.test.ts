import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLOSING_MESSAGES } from '../../../contracts/closing/closing';
import { addDays } from '../../../contracts/offers/terms';
import { buildUser } from '../../test/factories';
import { multipartParts, SAMPLE_FILES, sends, type Headers } from '../../test/http';
import { useTestApp } from '../../test/use-test-app';
import { dealBetween } from '../deals/deals.test-support';
import { notifications } from '../notifications/notifications.table';
import { remindOverdueItems } from './closing-reminders';
import { dealWithSignedLoi } from './closing.test-support';
import { closingDownloads } from './closing.table';

const t = useTestApp();
const http = sends(t);
const today = () => new Date().toISOString().slice(0, 10);

type Deal = Awaited<ReturnType<typeof dealWithSignedLoi>>;
interface Room {
  open: boolean;
  items: {
    id: number;
    key: string | null;
    title: string;
    status: string;
    owner_side: string;
    due_on: string | null;
    overdue: boolean;
    removable: boolean;
    documents: { id: number; name: string; size: number }[];
  }[];
  progress: { done: number; total: number };
}

const room = (deal: { dealId: number }, headers: Headers) => http.get(`/api/deals/${deal.dealId}/closing`, headers);
const roomOf = async (deal: Deal, headers: Headers) => (await room(deal, headers)).json<Room>();
const itemUrl = (deal: Deal, itemId: number) => `/api/deals/${deal.dealId}/closing/items/${itemId}`;
const upload = (url: string, headers: Headers, parts: Parameters<typeof multipartParts>[0]) => {
  const form = multipartParts(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
};
const pdf = (filename = 'trust reconciliation.pdf') => ({ name: 'files', filename, type: 'application/pdf', data: SAMPLE_FILES.pdf });

describe('GET /deals/{id}/closing', () => {
  it('says what it waits for until both sides signed the letter of intent', async () => {
    const deal = await dealBetween(t);
    const response = await room(deal, deal.as.buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      open: false,
      waiting_for: CLOSING_MESSAGES.waitingForLoi,
      items: [],
      progress: { done: 0, total: 0 },
    });
    const refused = await http.post(`/api/deals/${deal.dealId}/closing/items`, deal.as.buyer, { title: 'Early', owner_side: 'buyer' });
    expect(refused.statusCode).toBe(409);
  });

  it('opens from the law-practice template once the letter is signed, in docs/api.md’s shape', async () => {
    const deal = await dealWithSignedLoi(t);
    const response = await room(deal, deal.as.seller);
    expect(response.statusCode).toBe(200);
    const body = response.json<Room>();
    expect(body.open).toBe(true);
    expect(body.items.map((item) => item.key)).toEqual([
      'conflict_check',
      'trust_account',
      'malpractice_tail',
      'client_files',
      'client_notices',
      'bar_notification',
      'office_lease',
      'staff_offers',
      'phone_web_domain',
      'receivables_wip',
      'purchase_agreement',
    ]);
    expect(body.items[1]).toMatchObject({
      title: 'Trust (IOLTA) account reconciliation and transfer',
      owner_side: 'seller',
      status: 'open',
      due_on: addDays(today(), 45),
      documents: [],
      removable: false,
    });
    expect(body.progress).toEqual({ done: 0, total: 11 });
    // Read again (and by the other side): the same items, never copied twice.
    expect((await roomOf(deal, deal.as.buyer)).items).toHaveLength(11);
  });

  it('is 404 for anyone but the two sides and staff; staff read it', async () => {
    const deal = await dealWithSignedLoi(t);
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await room(deal, stranger)).statusCode).toBe(404);
    expect((await room({ dealId: 999_999 }, deal.as.buyer)).statusCode).toBe(404);
    expect((await room(deal, deal.as.admin)).json()).toMatchObject({ open: true, side: 'staff', read_only: false });
    const item = (await roomOf(deal, deal.as.buyer)).items[0]!;
    expect((await http.put(itemUrl(deal, item.id), stranger, { status: 'done' })).statusCode).toBe(404);
  });
});

describe('changing the checklist', () => {
  it('lets either side tick items and mark them not applicable; n/a leaves the total', async () => {
    const deal = await dealWithSignedLoi(t);
    const [first, second] = (await roomOf(deal, deal.as.buyer)).items;
    const ticked = await http.put(itemUrl(deal, first!.id), deal.as.buyer, { status: 'done' });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const after = await http.put(itemUrl(deal, second!.id), deal.as.seller, { status: 'not_applicable' });
    expect(after.json<Room>().progress).toEqual({ done: 1, total: 10 });
    const renamed = await http.put(itemUrl(deal, first!.id), deal.as.seller, {
      title: 'Conflict check (both firms)',
      owner_side: 'both',
      due_on: null,
    });
    expect(renamed.json<Room>().items[0]).toMatchObject({ title: 'Conflict check (both firms)', status: 'done', due_on: null });
  });

  it('loses nothing when the two sides tick at once', async () => {
    const deal = await dealWithSignedLoi(t);
    const items = (await roomOf(deal, deal.as.buyer)).items;
    const responses = await Promise.all(
      items
        .slice(0, 6)
        .map((item, index) => http.put(itemUrl(deal, item.id), index % 2 ? deal.as.seller : deal.as.buyer, { status: 'done' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await roomOf(deal, deal.as.buyer)).progress).toEqual({ done: 6, total: 11 });
  });

  it('adds a side’s own items; only its adder or staff delete one, a template item never', async () => {
    const deal = await dealWithSignedLoi(t);
    const added = await http.post(`/api/deals/${deal.dealId}/closing/items`, deal.as.buyer, {
      title: 'Transfer the client portal',
      owner_side: 'seller',
      due_on: addDays(today(), 10),
    });
    expect(added.statusCode, added.body).toBe(201);
    const own = added.json<Room>().items.at(-1)!;
    expect(own).toMatchObject({ key: null, title: 'Transfer the client portal', removable: true });
    expect((await roomOf(deal, deal.as.seller)).items.at(-1)!.removable).toBe(false);
    expect((await http.del(itemUrl(deal, own.id), deal.as.seller)).json()).toMatchObject({ message: CLOSING_MESSAGES.removeOwnOnly });
    const template = (await roomOf(deal, deal.as.buyer)).items[0]!;
    const kept = await http.del(itemUrl(deal, template.id), deal.as.admin);
    expect(kept.statusCode).toBe(403);
    expect(kept.json()).toMatchObject({ message: CLOSING_MESSAGES.templateItemKept });
    const removed = await http.del(itemUrl(deal, own.id), deal.as.buyer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Room>().items).toHaveLength(11);
  });

  it('refuses bad input with field messages', async () => {
    const deal = await dealWithSignedLoi(t);
    const url = `/api/deals/${deal.dealId}/closing/items`;
    const cases: [object, string, string][] = [
      [{ title: '', owner_side: 'buyer' }, 'title', CLOSING_MESSAGES.title],
      [{ title: 'x'.repeat(201), owner_side: 'buyer' }, 'title', CLOSING_MESSAGES.title],
      [{ title: 'Lease', owner_side: 'landlord' }, 'owner_side', CLOSING_MESSAGES.ownerSide],
      [{ title: 'Lease', owner_side: 'both', due_on: '2026-02-30' }, 'due_on', CLOSING_MESSAGES.dueOn],
      [{ title: 'Lease', owner_side: 'both', due_on: 'tomorrow' }, 'due_on', CLOSING_MESSAGES.dueOn],
    ];
    for (const [body, field, message] of cases) {
      const response = await http.post(url, deal.as.buyer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toContain(message);
    }
    const item = (await roomOf(deal, deal.as.buyer)).items[0]!;
    const status = await http.put(itemUrl(deal, item.id), deal.as.buyer, { status: 'finished' });
    expect(status.json().errors.status).toContain(CLOSING_MESSAGES.status);
    expect((await http.put(itemUrl(deal, item.id), deal.as.buyer, {})).statusCode).toBe(422);
    expect((await http.put(itemUrl(deal, 999_999), deal.as.buyer, { status: 'done' })).statusCode).toBe(404);
  });

  it('lets staff acting as a member read but never change', async () => {
    const deal = await dealWithSignedLoi(t);
    const acting = await t.loginAs(deal.buyer.id, { impersonatorId: deal.admin.id });
    const read = await room(deal, acting);
    expect(read.json()).toMatchObject({ open: true, read_only: true });
    const item = read.json<Room>().items[0]!;
    const refused = await http.put(itemUrl(deal, item.id), acting, { status: 'done' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: CLOSING_MESSAGES.impersonating });
    expect((await upload(`${itemUrl(deal, item.id)}/files`, acting, [pdf()])).statusCode).toBe(403);
  });
});

describe('files on an item', () => {
  it('are checked, downloadable by the other side and staff, 404 for anyone else, and every download is logged', async () => {
    const deal = await dealWithSignedLoi(t);
    const item = (await roomOf(deal, deal.as.seller)).items[1]!;
    const uploaded = await upload(`${itemUrl(deal, item.id)}/files`, deal.as.seller, [pdf('trust\u202Efdp.exe.pdf'), pdf('ledger.pdf')]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const documents = uploaded.json<Room>().items[1]!.documents;
    expect(documents.map((document) => document.name)).toEqual(['trustfdp.exe.pdf', 'ledger.pdf']);
    const url = `/api/deals/${deal.dealId}/closing/files/${documents[1]!.id}`;
    const download = await http.get(url, deal.as.buyer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('ledger.pdf');
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect((await http.get(url, deal.as.admin)).statusCode).toBe(200);
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await http.get(url, stranger)).statusCode).toBe(404);
    expect((await http.get(`/api/deals/${deal.dealId}/closing/files/999999`, deal.as.buyer)).statusCode).toBe(404);
    const log = await t.database.db.select().from(closingDownloads).where(eq(closingDownloads.dealId, deal.dealId));
    expect(log.map((row) => row.userId)).toEqual([deal.buyer.id, deal.admin.id]);
  });

  it('refuses a file whose bytes are not an accepted type, an empty upload, and stores nothing', async () => {
    const deal = await dealWithSignedLoi(t);
    const item = (await roomOf(deal, deal.as.seller)).items[1]!;
    const url = `${itemUrl(deal, item.id)}/files`;
    const fake = await upload(url, deal.as.seller, [
      pdf(),
      { name: 'files', filename: 'a.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf') },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.files[0]).toMatch(/is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file/);
    const none = await upload(url, deal.as.seller, [{ name: 'note', data: 'no file' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.files).toContain(CLOSING_MESSAGES.files);
    expect((await roomOf(deal, deal.as.seller)).items[1]!.documents).toEqual([]);
  });
});

describe('overdue items', () => {
  it('are marked, and remind their owners once a day, whichever side owns them', async () => {
    const deal = await dealWithSignedLoi(t);
    const [item] = (await roomOf(deal, deal.as.seller)).items.filter((candidate) => candidate.key === 'trust_account');
    await http.put(itemUrl(deal, item!.id), deal.as.seller, { due_on: addDays(today(), -2) });
    const both = (await roomOf(deal, deal.as.seller)).items.find((candidate) => candidate.key === 'client_files')!;
    await http.put(itemUrl(deal, both.id), deal.as.buyer, { due_on: addDays(today(), -1) });
    expect((await roomOf(deal, deal.as.seller)).items.find((candidate) => candidate.id === item!.id)!.overdue).toBe(true);

    const reminders = async (userId: number) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.subject, 'Closing checklist item overdue')));
    await remindOverdueItems(t.deps);
    await remindOverdueItems(t.deps);
    const seller = await reminders(deal.seller.id);
    expect(seller.map((row) => row.body).sort()).toEqual([
      expect.stringContaining('“Client-file custody arranged” was due on'),
      expect.stringContaining('“Trust (IOLTA) account reconciliation and transfer” was due on'),
    ]);
    expect(await reminders(deal.buyer.id)).toHaveLength(1);
  });
});

describe('due-diligence requests', () => {
  const requests = (deal: Deal) => `/api/deals/${deal.dealId}/closing/requests`;

  it('the buyer asks, the seller hears and answers with files and a note, the buyer hears, closes and reopens', async () => {
    const deal = await dealWithSignedLoi(t);
    const asked = await http.post(requests(deal), deal.as.buyer, {
      title: 'Last 24 months of billing reports by practice area',
      due_on: addDays(today(), 7),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<{ id: number; status: string }>();
    expect(request).toMatchObject({ status: 'open', answer_note: null, documents: [] });
    const sellerNews = await t.database.db.select().from(notifications).where(eq(notifications.userId, deal.seller.id));
    expect(sellerNews.map((row) => row.subject)).toContain('New due-diligence request');

    expect((await http.post(requests(deal), deal.as.seller, { title: 'Seller asks' })).statusCode).toBe(403);
    const buyerAnswers = await upload(`${requests(deal)}/${request.id}/answer`, deal.as.buyer, [{ name: 'note', data: 'x' }]);
    expect(buyerAnswers.statusCode).toBe(403);

    const answered = await upload(`${requests(deal)}/${request.id}/answer`, deal.as.seller, [
      { name: 'note', data: 'Attached, by practice area.' },
      pdf('billing 2024-2025.pdf'),
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      answer_note: 'Attached, by practice area.',
      documents: [{ name: 'billing 2024-2025.pdf' }],
    });
    const buyerNews = await t.database.db.select().from(notifications).where(eq(notifications.userId, deal.buyer.id));
    expect(buyerNews.map((row) => row.subject)).toContain('Due-diligence request answered');

    const fileId = answered.json<{ documents: { id: number }[] }>().documents[0]!.id;
    expect((await http.get(`/api/deals/${deal.dealId}/closing/files/${fileId}`, deal.as.buyer)).statusCode).toBe(200);

    expect((await http.put(`${requests(deal)}/${request.id}/status`, deal.as.seller, { status: 'closed' })).statusCode).toBe(403);
    const closed = await http.put(`${requests(deal)}/${request.id}/status`, deal.as.buyer, { status: 'closed' });
    expect(closed.json()).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    const late = await http.post(`${requests(deal)}/${request.id}/answer`, deal.as.seller, { note: 'More' });
    expect(late.statusCode).toBe(409);
    const reopened = await http.put(`${requests(deal)}/${request.id}/status`, deal.as.buyer, { status: 'open' });
    expect(reopened.json()).toMatchObject({ status: 'open', closed_at: null });
  });

  it('filters by status and text, with counts, and exports a proper CSV', async () => {
    const deal = await dealWithSignedLoi(t);
    for (const title of ['Billing reports, 2024', 'Trust ledger "IOLTA"', '=Staff list'])
      expect((await http.post(requests(deal), deal.as.buyer, { title })).statusCode).toBe(201);
    const list = (await http.get(requests(deal), deal.as.seller)).json<{ data: { id: number }[] }>();
    await http.post(`${requests(deal)}/${list.data[1]!.id}/answer`, deal.as.seller, { note: 'Sent.\nSee the file.' });

    const open = await http.get(`${requests(deal)}?status=open`, deal.as.buyer);
    expect(open.json()).toMatchObject({ counts: { open: 2, answered: 1, closed: 0 } });
    expect(open.json<{ data: unknown[] }>().data).toHaveLength(2);
    const text = await http.get(`${requests(deal)}?q=ledger`, deal.as.buyer);
    expect(text.json<{ data: { title: string }[] }>().data.map((row) => row.title)).toEqual(['Trust ledger "IOLTA"']);
    expect((await http.get(`${requests(deal)}?q=%25`, deal.as.buyer)).json<{ data: unknown[] }>().data).toEqual([]);
    expect((await http.get(`${requests(deal)}?status=lost`, deal.as.buyer)).statusCode).toBe(422);

    const csv = await http.get(`${requests(deal)}/export`, deal.as.buyer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`attachment; filename="due-diligence-requests-deal-${deal.dealId}.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFRequest,Status,Due on,Asked on,Answered on,Answer,Files');
    expect(lines[1]).toMatch(/^"Billing reports, 2024",Open,,\d{4}-\d{2}-\d{2},,,$/);
    expect(csv.body).toContain('"Trust ledger ""IOLTA""",Answered');
    expect(csv.body).toContain('"Sent.\nSee the file."');
    expect(lines.some((line) => line.startsWith("'=Staff list,Open"))).toBe(true);
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await http.get(`${requests(deal)}/export`, stranger)).statusCode).toBe(404);
    expect((await http.get(requests(deal), stranger)).statusCode).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    const deal = await dealWithSignedLoi(t);
    const empty = await http.post(requests(deal), deal.as.buyer, { title: '  ' });
    expect(empty.json().errors.title).toContain(CLOSING_MESSAGES.requestTitle);
    const date = await http.post(requests(deal), deal.as.buyer, { title: 'Leases', due_on: '2026-13-01' });
    expect(date.json().errors.due_on).toContain(CLOSING_MESSAGES.dueOn);
    const request = (await http.post(requests(deal), deal.as.buyer, { title: 'Leases' })).json<{ id: number }>();
    const long = await http.post(`${requests(deal)}/${request.id}/answer`, deal.as.seller, { note: 'x'.repeat(5001) });
    expect(long.json().errors.note).toContain(CLOSING_MESSAGES.note);
    const nothing = await http.post(`${requests(deal)}/${request.id}/answer`, deal.as.seller, { note: ' ' });
    expect(nothing.json().errors.note).toContain(CLOSING_MESSAGES.answerEmpty);
    const status = await http.put(`${requests(deal)}/${request.id}/status`, deal.as.buyer, { status: 'answered' });
    expect(status.json().errors.status).toContain(CLOSING_MESSAGES.requestStatus);
    expect((await http.put(`${requests(deal)}/999999/status`, deal.as.buyer, { status: 'closed' })).statusCode).toBe(404);
  });
});

describe('the template (staff)', () => {
  it('is read and replaced by staff only; a deal that has its items keeps them', async () => {
    const deal = await dealWithSignedLoi(t);
    expect((await http.get('/api/closing-template', deal.as.buyer)).statusCode).toBe(403);
    const template = (await http.get('/api/closing-template', deal.as.admin)).json<{
      data: { id: number; key: string; title: string; owner_side: string; due_offset_days: number | null }[];
    }>().data;
    expect(template).toHaveLength(11);
    const kept = ({ id, title, owner_side, due_offset_days }: (typeof template)[number]) => ({ id, title, owner_side, due_offset_days });
    const items = [
      { ...kept(template[1]!), title: 'Trust account reconciled and transferred' },
      kept(template[0]!),
      ...template.slice(2).map(kept),
      { title: 'Staff offers (W-2)', owner_side: 'buyer', due_offset_days: 30 },
    ];
    const saved = await http.put('/api/closing-template', deal.as.admin, { items });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json<{ data: { key: string; title: string }[] }>().data;
    const keys = template.map((item) => item.key);
    expect(data.map((item) => item.key)).toEqual([keys[1], keys[0], ...keys.slice(2), 'staff_offers_w_2']);
    expect(data[0]!.title).toBe('Trust account reconciled and transferred');
    expect((await roomOf(deal, deal.as.buyer)).items[1]!.title).toBe('Trust (IOLTA) account reconciliation and transfer');

    const bad = await http.put('/api/closing-template', deal.as.admin, {
      items: [{ title: 'x', owner_side: 'buyer', due_offset_days: -1 }],
    });
    expect(bad.json().errors['items.0.due_offset_days']).toContain(CLOSING_MESSAGES.dueOffset);
    expect((await http.put('/api/closing-template', deal.as.admin, { items: [] })).statusCode).toBe(422);
    const unknown = await http.put('/api/closing-template', deal.as.admin, {
      items: [{ id: 999_999, title: 'x', owner_side: 'buyer', due_offset_days: null }],
    });
    expect(unknown.json().errors['items.0.id']).toContain(CLOSING_MESSAGES.templateItem);
    // Put the platform's template back for the other tests: the new item, left out, is removed.
    const restored = await http.put('/api/closing-template', deal.as.admin, { items: template.map(kept) });
    expect(restored.json<{ data: { key: string }[] }>().data.map((item) => item.key)).toEqual(keys);
  });
});
