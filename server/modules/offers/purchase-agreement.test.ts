import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PURCHASE_AGREEMENT_MESSAGES } from '../../../contracts/offers/purchase-agreement';
import { DOCUMENT_MESSAGES } from '../../../contracts/documents/documents';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { multipartParts, SAMPLE_FILES, sends, sessionWith } from '../../test/http';
import { dealBetween } from '../deals/deals.test-support';
import { samplePdf } from '../documents/documents.test-support';
import { pendingWork } from '../deals/stage-gates';
import { deals } from '../deals/deals.table';
import { notifications } from '../notifications/notifications.table';
import { dealWithSignedLoi, signAs, type SignedLoiDeal } from './offers.test-support';

const t = useTestApp();
const http = sends(t);

const upload = async (deal: { dealId: number }, headers: Record<string, string>, file?: { name: string; data: Buffer }) => {
  file ??= { name: 'agreed.pdf', data: await samplePdf('The agreed purchase agreement.') };
  const form = multipartParts([{ name: 'file', filename: file.name, type: 'application/pdf', data: file.data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/deals/${deal.dealId}/purchase-agreement`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const draft = (deal: { dealId: number }, headers: Record<string, string>) =>
  http.post(`/api/deals/${deal.dealId}/purchase-agreement/draft`, headers);
const documentsOf = async (deal: SignedLoiDeal) =>
  (await http.get(`/api/deals/${deal.dealId}/documents`, deal.as.seller)).json<{ data: { id: number; kind: string; status: string }[] }>()
    .data;
const stageOf = async (deal: SignedLoiDeal) =>
  (await http.get(`/api/deals/${deal.dealId}`, deal.as.seller))
    .json<{ history: { to: string; note: string | null; by: unknown }[] }>()
    .history.at(-1);

describe('POST /deals/{id}/purchase-agreement and /draft', () => {
  it('lets the seller upload the agreed PDF as a document both sides sign, and tells the buyer', async () => {
    const deal = await dealWithSignedLoi(t);
    const response = await upload(deal, deal.as.seller);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'purchase_agreement', deal_id: deal.dealId, status: 'awaiting_signatures' });
    expect(response.json().title).toContain('agreed.pdf');
    expect(
      response
        .json()
        .parties.map((party: { side: string }) => party.side)
        .sort(),
    ).toEqual(['buyer', 'seller']);
    const pdf = await http.get(`/api/documents/${response.json().id}/pdf`, deal.as.buyer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(await samplePdf('The agreed purchase agreement.'))).toBe(true);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, deal.buyer.id));
    expect(notices.map((notice) => notice.subject)).toContain('The purchase agreement is ready to sign');
  });

  it('draws a first draft from the signed letter: a template to review with counsel, with the Rule 1.17 conditions', async () => {
    const deal = await dealWithSignedLoi(t);
    const response = await draft(deal, deal.as.seller);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'purchase_agreement', status: 'awaiting_signatures' });
    expect(response.json().title).toMatch(/^Purchase agreement \(first draft\)/);
    const pdf = await http.get(`/api/documents/${response.json().id}/pdf`, deal.as.buyer);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a new version before both signed supersedes the old one, whose signature then counts for nothing', async () => {
    const deal = await dealWithSignedLoi(t);
    const first = (await draft(deal, deal.as.seller)).json<{ id: number; sha256: string }>();
    expect((await signAs(t, first.id, deal.as.buyer, deal.buyer)).statusCode).toBe(200);
    const second = await upload(deal, deal.as.seller);
    expect(second.statusCode, second.body).toBe(201);
    const kept = (await documentsOf(deal)).filter((document) => document.kind === 'purchase_agreement');
    expect(kept.map((document) => [document.id, document.status])).toEqual([
      [first.id, 'superseded'],
      [second.json().id, 'awaiting_signatures'],
    ]);
    const late = await signAs(t, first.id, deal.as.seller, deal.seller);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DOCUMENT_MESSAGES.superseded);
    expect((await stageOf(deal))?.to).not.toBe('Purchase agreement');
  });

  it('refuses the first signature on a superseded version too, storing none', async () => {
    const deal = await dealWithSignedLoi(t);
    const first = (await draft(deal, deal.as.seller)).json<{ id: number }>();
    expect((await upload(deal, deal.as.seller)).statusCode).toBe(201);
    const refused = await signAs(t, first.id, deal.as.buyer, deal.buyer);
    expect([refused.statusCode, refused.json().message]).toEqual([409, DOCUMENT_MESSAGES.superseded]);
    const shown = (await http.get(`/api/documents/${first.id}`, deal.as.buyer)).json<{ parties: { signed_at: string | null }[] }>();
    expect(shown.parties.every((party) => party.signed_at === null)).toBe(true);
  });

  it('when both sign, the deal moves itself to "Purchase agreement"; the gate opens and a replacement is refused', async () => {
    const deal = await dealWithSignedLoi(t);
    const document = (await upload(deal, deal.as.seller)).json<{ id: number }>();
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, deal.dealId));
    const waits = () => t.database.db.transaction((tx) => pendingWork(tx, row!, 'Purchase agreement', new Date()));
    expect(await waits()).toEqual([PURCHASE_AGREEMENT_MESSAGES.gate]);
    expect((await signAs(t, document.id, deal.as.seller, deal.seller)).statusCode).toBe(200);
    expect((await signAs(t, document.id, deal.as.buyer, deal.buyer)).json()).toMatchObject({ status: 'signed' });
    expect(await stageOf(deal)).toMatchObject({ to: 'Purchase agreement', by: null, note: 'both parties signed the purchase agreement' });
    expect(await waits()).toEqual([]);
    const again = await draft(deal, deal.as.seller);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PURCHASE_AGREEMENT_MESSAGES.signed);
    for (const user of [deal.buyer, deal.seller]) {
      const notices = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.subject, 'Purchase agreement signed by both sides')));
      expect(notices).toHaveLength(1);
    }
  });

  it('waits for the letter of intent signed by both', async () => {
    const deal = await dealBetween(t);
    const response = await draft(deal, deal.as.seller);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PURCHASE_AGREEMENT_MESSAGES.loiFirst);
    expect((await upload(deal, deal.as.seller)).statusCode).toBe(409);
  });

  it('is the seller’s: the buyer and staff get 403, staff acting as the seller 403, anyone else 404', async () => {
    const deal = await dealWithSignedLoi(t);
    const buyer = await draft(deal, deal.as.buyer);
    expect([buyer.statusCode, buyer.json().message]).toEqual([403, PURCHASE_AGREEMENT_MESSAGES.sellerOnly]);
    expect((await draft(deal, deal.as.admin)).statusCode).toBe(403);
    const acting = await sessionWith(t, deal.seller.id, {}, deal.admin.id);
    expect((await upload(deal, acting)).statusCode).toBe(403);
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await draft(deal, stranger)).statusCode).toBe(404);
    expect((await draft({ dealId: 999_999 }, deal.as.seller)).statusCode).toBe(404);
    expect((await documentsOf(deal)).some((document) => document.kind === 'purchase_agreement')).toBe(false);
  });

  it.each([
    ['a file that is not a PDF', { name: 'agreement.pdf', data: SAMPLE_FILES.exe }, /is not a PDF/],
    ['an empty file', { name: 'agreement.pdf', data: Buffer.alloc(0) }, /is empty|Attach a file|Choose/],
    ['a PNG named .pdf', { name: 'agreement.pdf', data: SAMPLE_FILES.png }, /is not a PDF/],
  ])('refuses %s with 422 on `file`', async (_label, file, message) => {
    const deal = await dealWithSignedLoi(t);
    const response = await upload(deal, deal.as.seller, file);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file[0]).toMatch(message);
  });

  it('refuses a body without a file with 422', async () => {
    const deal = await dealWithSignedLoi(t);
    const response = await http.post(`/api/deals/${deal.dealId}/purchase-agreement`, deal.as.seller, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toBeDefined();
  });

  it('of two uploads at once, both are kept and exactly one is current', async () => {
    const deal = await dealWithSignedLoi(t);
    const results = await Promise.all([upload(deal, deal.as.seller), draft(deal, deal.as.seller)]);
    expect(results.map((result) => result.statusCode)).toEqual([201, 201]);
    const agreements = (await documentsOf(deal)).filter((document) => document.kind === 'purchase_agreement');
    expect(agreements.filter((document) => document.status === 'awaiting_signatures')).toHaveLength(1);
    expect(agreements.filter((document) => document.status === 'superseded')).toHaveLength(1);
  });
});
