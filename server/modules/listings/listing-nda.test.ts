import { describe, expect, it, vi } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import { DOCUMENT_MESSAGES } from '../../../contracts/documents/documents';
import { NDA_MESSAGES } from '../../../contracts/documents/nda';
import { useTestApp } from '../../test/use-test-app';
import { buildListing, buildUser } from '../../test/factories';
import { sends } from '../../test/http';
import { marketplace } from '../../test/marketplace';
import { sha256Of } from '../documents/documents.service';

const t = useTestApp();
const http = sends(t);

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

describe('GET /listings/{id}/nda', () => {
  it('shows a buyer the current version in full with its hash, the listing’s reference and their account; nothing signed yet', async () => {
    const m = await marketplace(t);
    const res = await http.get(`/api/listings/${m.listing.id}/nda`, m.as.buyer);
    expect(res.statusCode).toBe(200);
    const nda = res.json();
    expect(nda).toMatchObject({ version: 1, clauses: [], signed: null, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(nda.text).toContain(`Listing ${m.listing.reference} · Version 1`);
    expect(nda.text).toContain(m.buyer.uniqueId);
    expect(nda.text).toContain('review it with their own counsel');
    // Reading writes nothing, and reads the same hash again.
    expect((await http.get(`/api/listings/${m.listing.id}/nda`, m.as.buyer)).json().sha256).toBe(nda.sha256);
  });

  it('is a 404 on a listing the caller cannot see', async () => {
    const m = await marketplace(t);
    const draft = await buildListing(t.database.db, { owner: m.seller, status: 'draft' });
    expect((await http.get(`/api/listings/${draft.id}/nda`, m.as.buyer)).statusCode).toBe(404);
    expect((await http.get('/api/listings/999999/nda', m.as.buyer)).statusCode).toBe(404);
  });
});

describe('POST /listings/{id}/nda', () => {
  it('draws the certificate page on the bytes it issued, without reading them back from storage', async () => {
    const m = await marketplace(t);
    const { sha256 } = (await http.get(`/api/listings/${m.listing.id}/nda`, m.as.buyer)).json();
    const get = vi.spyOn(t.deps.storage, 'get');
    try {
      const signed = await http.post(`/api/listings/${m.listing.id}/nda`, m.as.buyer, {
        full_name: nameOf(m.buyer),
        consent: true,
        sha256,
      });
      expect(signed.statusCode).toBe(201);
      expect(get).not.toHaveBeenCalled();
    } finally {
      get.mockRestore();
    }
  });

  it('signs: 201 a signed document with the buyer its only party and a certificate page; then 200 the same document', async () => {
    const m = await marketplace(t);
    const { sha256 } = (await http.get(`/api/listings/${m.listing.id}/nda`, m.as.buyer)).json();
    const signed = await http.post(`/api/listings/${m.listing.id}/nda`, m.as.buyer, { full_name: nameOf(m.buyer), consent: true, sha256 });
    expect(signed.statusCode).toBe(201);
    const document = signed.json();
    expect(document).toMatchObject({
      kind: 'nda',
      listing_id: m.listing.id,
      deal_id: null,
      status: 'signed',
      sha256,
      parties: [{ side: 'buyer', unique_id: m.buyer.uniqueId, name: nameOf(m.buyer) }],
    });
    const again = await http.post(`/api/listings/${m.listing.id}/nda`, m.as.buyer, { full_name: nameOf(m.buyer), consent: true, sha256 });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(document.id);
    expect((await http.get(`/api/listings/${m.listing.id}/nda`, m.as.buyer)).json().signed.id).toBe(document.id);

    // The seller reads and downloads it from the listing; a stranger cannot.
    const list = (await http.get(`/api/listings/${m.listing.id}/ndas`, m.as.seller)).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([document.id]);
    const pdf = await http.get(`/api/documents/${document.id}/pdf`, m.as.seller);
    expect(sha256Of(pdf.rawPayload)).toBe(document.final_sha256);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(2);
    expect((await http.get(`/api/listings/${m.listing.id}/ndas`, m.as.buyer)).statusCode).toBe(403);
    const stranger = await t.loginAs((await buildUser(t.database.db, { userType: 'buying' })).id);
    expect((await http.get(`/api/documents/${document.id}`, stranger)).statusCode).toBe(404);
  });

  it('refuses a stale hash (409), a wrong name or no consent (422), the owner (422) and staff acting as the buyer (403)', async () => {
    const m = await marketplace(t);
    const url = `/api/listings/${m.listing.id}/nda`;
    const { sha256 } = (await http.get(url, m.as.buyer)).json();
    expect((await http.post(url, m.as.buyer, { full_name: nameOf(m.buyer), consent: true, sha256: 'f'.repeat(64) })).statusCode).toBe(409);
    const wrong = await http.post(url, m.as.buyer, { full_name: 'Someone Else', consent: true, sha256 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.full_name).toEqual([DOCUMENT_MESSAGES.fullName]);
    expect((await http.post(url, m.as.buyer, { full_name: nameOf(m.buyer), consent: false, sha256 })).statusCode).toBe(422);
    expect((await http.post(url, m.as.seller, { full_name: nameOf(m.seller), consent: true, sha256 })).json().message).toBe(
      NDA_MESSAGES.ownListing,
    );
    const acting = await t.loginAs(m.buyer.id, { impersonatorId: m.admin.id });
    expect((await http.post(url, acting, { full_name: nameOf(m.buyer), consent: true, sha256 })).statusCode).toBe(403);
    expect((await t.database.sql`select id from documents where listing_id = ${m.listing.id}`).length).toBe(0);
  });

  it('issues one NDA when the buyer signs twice at the same moment', async () => {
    const m = await marketplace(t);
    const url = `/api/listings/${m.listing.id}/nda`;
    const { sha256 } = (await http.get(url, m.as.buyer)).json();
    const body = { full_name: nameOf(m.buyer), consent: true, sha256 };
    const results = await Promise.all([http.post(url, m.as.buyer, body), http.post(url, m.as.buyer, body)]);
    expect(results.map((res) => res.statusCode).every((status) => status === 200 || status === 201)).toBe(true);
    expect(new Set(results.map((res) => res.json().id)).size).toBe(1);
  });
});

describe('PUT /listings/{id}/nda', () => {
  it('makes a new version on a change; a buyer who signed an older version keeps it', async () => {
    const m = await marketplace(t);
    const url = `/api/listings/${m.listing.id}/nda`;
    const { sha256 } = (await http.get(url, m.as.buyer)).json();
    const first = (await http.post(url, m.as.buyer, { full_name: nameOf(m.buyer), consent: true, sha256 })).json();

    const saved = await http.put(url, m.as.seller, { clauses: ['  No hiring of our associates for 12 months.  '] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, clauses: ['No hiring of our associates for 12 months.'] });
    expect(saved.json().text).toContain('10.1. No hiring of our associates for 12 months.');
    expect((await http.put(url, m.as.seller, { clauses: ['No hiring of our associates for 12 months.'] })).json().version).toBe(2);

    const buyerView = (await http.get(url, m.as.buyer)).json();
    expect(buyerView).toMatchObject({ version: 2, signed: { id: first.id, sha256 } });
    const other = await buildUser(t.database.db, { userType: 'buying' });
    const otherAs = await t.loginAs(other.id);
    const v2 = (await http.get(url, otherAs)).json();
    const signedV2 = (await http.post(url, otherAs, { full_name: nameOf(other), consent: true, sha256: v2.sha256 })).json();
    expect(signedV2.title).toContain('version 2');
  });

  it('lets only the owner change it: 422 bad clauses, 403 staff or staff acting as the owner, 404 a buyer on a hidden listing', async () => {
    const m = await marketplace(t);
    const url = `/api/listings/${m.listing.id}/nda`;
    const tooLong = await http.put(url, m.as.seller, { clauses: ['x'.repeat(2001)] });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors['clauses.0']).toEqual([NDA_MESSAGES.clause]);
    expect((await http.put(url, m.as.seller, { clauses: Array.from({ length: 11 }, () => 'x') })).statusCode).toBe(422);
    expect((await http.put(url, m.as.seller, { clauses: 'x' })).statusCode).toBe(422);
    expect((await http.put(url, m.as.buyer, { clauses: [] })).statusCode).toBe(403);
    expect((await http.put(url, m.as.admin, { clauses: [] })).statusCode).toBe(403);
    const acting = await t.loginAs(m.seller.id, { impersonatorId: m.admin.id });
    expect((await http.put(url, acting, { clauses: ['x'] })).statusCode).toBe(403);
    const draft = await buildListing(t.database.db, { owner: m.seller, status: 'draft' });
    expect((await http.put(`/api/listings/${draft.id}/nda`, m.as.buyer, { clauses: [] })).statusCode).toBe(404);
    expect((await http.get(url, m.as.buyer)).json().version).toBe(1);
  });
});
