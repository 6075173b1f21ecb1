import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import { DOCUMENT_MESSAGES, VERIFY_MAX_BYTES } from '../../../contracts/documents/documents';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';
import { multipartParts, sends } from '../../test/http';
import { onDocumentSigned } from './document-events';
import { sha256Of } from './documents.service';
import { issueDocument } from './documents.test-support';

let t: TestApp;
let http: ReturnType<typeof sends>;
beforeAll(async () => {
  t = await buildTestApp();
  http = sends(t);
});
afterAll(() => t.close());

async function twoParties() {
  const db = t.database.db;
  const buyer = await buildUser(db, { firstName: 'Ana María', lastName: 'Díaz' });
  const seller = await buildUser(db, { firstName: 'Sam', lastName: 'Seller' });
  const document = await issueDocument(
    t,
    [
      { side: 'buyer', userId: buyer.id },
      { side: 'seller', userId: seller.id },
    ],
    { text: `Between ${buyer.uniqueId} and ${seller.uniqueId}.` },
  );
  return { buyer, seller, document, as: { buyer: await t.loginAs(buyer.id), seller: await t.loginAs(seller.id) } };
}

const body = (sha256: string, full_name: string, consent: unknown = true) => ({ full_name, consent, sha256 });

async function verify(headers: Record<string, string>, data: Buffer, filename = 'copy.pdf') {
  const form = multipartParts([{ name: 'file', filename, type: 'application/pdf', data }]);
  return t.app.inject({ method: 'POST', url: '/api/documents/verify', headers: { ...headers, ...form.headers }, payload: form.payload });
}

describe('GET /documents/{id} and its PDF', () => {
  it('shows the parties and staff the document, anyone else a 404', async () => {
    const { document, as, buyer } = await twoParties();
    const shown = await http.get(`/api/documents/${document.id}`, as.buyer);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id: document.id,
      kind: 'purchase_agreement',
      status: 'awaiting_signatures',
      sha256: document.sha256,
      final_sha256: null,
      parties: [
        { side: 'buyer', unique_id: buyer.uniqueId, name: null, signed_at: null },
        { side: 'seller', name: null, signed_at: null },
      ],
    });
    const staff = await t.loginAs((await buildAdmin(t.database.db)).id);
    expect((await http.get(`/api/documents/${document.id}`, staff)).statusCode).toBe(200);
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await http.get(`/api/documents/${document.id}`, stranger)).statusCode).toBe(404);
    expect((await http.get(`/api/documents/${document.id}/pdf`, stranger)).statusCode).toBe(404);
    expect((await http.get('/api/documents/999999', as.buyer)).statusCode).toBe(404);

    const pdf = await http.get(`/api/documents/${document.id}/pdf`, as.seller);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    expect(sha256Of(pdf.rawPayload)).toBe(document.sha256);
  });
});

describe('POST /documents/{id}/sign', () => {
  it('refuses a name that is not the account’s and a missing consent (422), a hash not shown (409)', async () => {
    const { document, as } = await twoParties();
    const url = `/api/documents/${document.id}/sign`;
    const wrongName = await http.post(url, as.buyer, body(document.sha256, 'Ana Diaz'));
    expect(wrongName.statusCode, wrongName.body).toBe(422);
    expect(wrongName.json().errors.full_name).toEqual([DOCUMENT_MESSAGES.fullName]);
    for (const consent of [false, 'yes', null]) {
      const payload = { full_name: 'Ana María Díaz', sha256: document.sha256, ...(consent === null ? {} : { consent }) };
      const refused = await http.post(url, as.buyer, payload);
      expect(refused.statusCode, `${consent}: ${refused.body}`).toBe(422);
      expect(refused.json().errors.consent).toEqual([DOCUMENT_MESSAGES.consent]);
    }
    expect((await http.post(url, as.buyer, body('abc', 'Ana María Díaz'))).statusCode).toBe(422);
    const stale = await http.post(url, as.buyer, body('0'.repeat(64), 'Ana María Díaz'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DOCUMENT_MESSAGES.staleHash);
    expect((await http.get(`/api/documents/${document.id}`, as.buyer)).json().parties[0].signed_at).toBeNull();
  });

  it('lets staff acting as a party read but never sign (403); strangers get 404', async () => {
    const { document, buyer } = await twoParties();
    const admin = await buildAdmin(t.database.db);
    const acting = await t.loginAs(buyer.id, { impersonatorId: admin.id });
    expect((await http.get(`/api/documents/${document.id}`, acting)).statusCode).toBe(200);
    const refused = await http.post(`/api/documents/${document.id}/sign`, acting, body(document.sha256, 'Ana María Díaz'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DOCUMENT_MESSAGES.impersonating);
    const staff = await t.loginAs(admin.id);
    expect((await http.post(`/api/documents/${document.id}/sign`, staff, body(document.sha256, admin.firstName))).statusCode).toBe(403);
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await http.post(`/api/documents/${document.id}/sign`, stranger, body(document.sha256, 'x'))).statusCode).toBe(404);
  });

  it('records each signature once; the last one freezes the PDF with a certificate page that verifies', async () => {
    const { document, as, buyer, seller } = await twoParties();
    const url = `/api/documents/${document.id}/sign`;
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...as.buyer, 'user-agent': 'Test browser' },
      payload: body(document.sha256, '  ana maría   díaz '),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'awaiting_signatures',
      parties: [{ side: 'buyer', name: 'ana maría díaz' }, { name: null }],
    });
    const signedAt = first.json().parties[0].signed_at;
    const again = await http.post(url, as.buyer, body(document.sha256, 'Somebody Else'));
    expect(again.statusCode).toBe(200);
    expect(again.json().parties[0].signed_at).toBe(signedAt);

    const last = await http.post(url, as.seller, body(document.sha256, 'Sam Seller'));
    expect(last.statusCode).toBe(200);
    const signed = last.json();
    expect(signed).toMatchObject({ status: 'signed', final_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(signed.parties.map((party: { unique_id: string }) => party.unique_id)).toEqual([buyer.uniqueId, seller.uniqueId]);

    const pdf = await http.get(`/api/documents/${document.id}/pdf`, as.buyer);
    expect(sha256Of(pdf.rawPayload)).toBe(signed.final_sha256);
    const pages = (await PDFDocument.load(pdf.rawPayload)).getPageCount();
    expect(pages).toBe(2);
    const [row] = await t.database.sql<{ ip_address: string; user_agent: string; consent: boolean }[]>`
      select ip_address, user_agent, consent from document_signatures where document_id = ${document.id} order by id limit 1`;
    expect(row).toMatchObject({ ip_address: '127.0.0.1', user_agent: 'Test browser', consent: true });

    const verified = await verify(as.seller, pdf.rawPayload);
    expect(verified.json()).toMatchObject({
      valid: true,
      document: { id: document.id, kind: 'purchase_agreement', status: 'signed', signed_at: [signedAt, signed.parties[1].signed_at] },
    });
  });

  it('never edits or deletes a signature, even through the database', async () => {
    const { document, as } = await twoParties();
    await http.post(`/api/documents/${document.id}/sign`, as.buyer, body(document.sha256, 'Ana María Díaz'));
    await expect(t.database.sql`update document_signatures set full_name = 'x' where document_id = ${document.id}`).rejects.toThrow(
      /never edited or deleted/,
    );
    await expect(t.database.sql`delete from document_signatures where document_id = ${document.id}`).rejects.toThrow(
      /never edited or deleted/,
    );
  });

  it('finalises exactly once when the last two parties sign at the same moment', async () => {
    let finalised = 0;
    onDocumentSigned('loi', { name: 'test: count', run: async () => void (finalised += 1) });
    const db = t.database.db;
    for (let round = 0; round < 5; round += 1) {
      const buyer = await buildUser(db, { firstName: 'Bo', lastName: 'Buyer' });
      const seller = await buildUser(db, { firstName: 'Sam', lastName: 'Seller' });
      const document = await issueDocument(
        t,
        [
          { side: 'buyer', userId: buyer.id },
          { side: 'seller', userId: seller.id },
        ],
        { kind: 'loi', text: `Round ${round} between ${buyer.uniqueId} and ${seller.uniqueId}.` },
      );
      const url = `/api/documents/${document.id}/sign`;
      const [a, b] = await Promise.all([
        http.post(url, await t.loginAs(buyer.id), body(document.sha256, 'Bo Buyer')),
        http.post(url, await t.loginAs(seller.id), body(document.sha256, 'Sam Seller')),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const [row] = await t.database.sql<{ count: number }[]>`
        select count(*)::int as count from documents where id = ${document.id} and status = 'signed' and final_sha256 is not null`;
      expect(row?.count).toBe(1);
    }
    expect(finalised).toBe(5);
  });
});

describe('POST /documents/verify', () => {
  it('is valid for the exact bytes Lexchange issued, not for a copy with one byte changed', async () => {
    const { document, as } = await twoParties();
    const pdf = (await http.get(`/api/documents/${document.id}/pdf`, as.buyer)).rawPayload;
    expect((await verify(as.buyer, pdf)).json()).toEqual({
      valid: true,
      document: { id: document.id, kind: 'purchase_agreement', title: 'Sample agreement', status: 'awaiting_signatures', signed_at: [] },
    });
    const changed = Buffer.from(pdf);
    changed.writeUInt8(changed.readUInt8(changed.length - 20) ^ 1, changed.length - 20);
    expect((await verify(as.buyer, changed)).json()).toEqual({ valid: false, document: null });
  });

  it('refuses what is not a PDF, an empty or too large file, and a form without a file (422)', async () => {
    const as = await t.loginAs((await buildUser(t.database.db)).id);
    const notPdf = await verify(as, Buffer.from('hello, this is text'), 'note.pdf');
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors.file).toEqual([DOCUMENT_MESSAGES.verifyNotPdf]);
    const large = Buffer.alloc(VERIFY_MAX_BYTES + 1, 0x20);
    large.write('%PDF-1.7\n');
    const tooLarge = await verify(as, large);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors.file).toEqual([DOCUMENT_MESSAGES.verifyTooLarge]);
    const form = multipartParts([{ name: 'note', data: 'x' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      headers: { ...as, ...form.headers },
      payload: form.payload,
    });
    expect(noFile.statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/documents/verify',
          payload: form.payload,
          headers: { ...(await t.loginAs(null)), ...form.headers },
        })
      ).statusCode,
    ).toBe(401);
  });
});
