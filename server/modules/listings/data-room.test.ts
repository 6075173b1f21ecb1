import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { grantListingAccess } from './listing-access';
import { caller, multipartParts, SAMPLE_FILES } from '../../test/http';
import { pdfPagesText, samplePdf, uploadDataRoomFiles } from './data-room.test-support';
import { listingActors, listingOf } from './listings.test-support';
import { listingFiles } from './listings.table';

const t = useTestApp();
let actors: Awaited<ReturnType<typeof listingActors>>;
beforeAll(async () => {
  actors = await listingActors(t);
});

async function storedObjects(): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads', 'listings');
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
    );
    return nested.flat();
  };
  return walk(root);
}

const upload = (headers: Record<string, string>, id: number, parts: Parameters<typeof uploadDataRoomFiles>[3]) =>
  uploadDataRoomFiles(t.app, headers, id, parts);

describe('data room', () => {
  it('stores PDF, PNG and CSV by their bytes and lists them with authorised paths', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const res = await upload(actors.seller.headers, listing.id, [
      { name: 'financials_needed', filename: 'pnl.pdf', type: 'application/pdf', data: SAMPLE_FILES.pdf },
      { name: 'financials_ready[]', filename: 'chart.png', type: 'image/png', data: SAMPLE_FILES.png },
      { name: 'financials_ready[]', filename: 'revenue.csv', type: 'text/csv', data: SAMPLE_FILES.csv },
    ]);
    expect(res.statusCode).toBe(200);
    const media = res.json().confidential.media;
    expect(media.map((file: { collection_name: string; mimetype: string }) => [file.collection_name, file.mimetype])).toEqual([
      ['financials_needed', 'application/pdf'],
      ['financials_ready', 'image/png'],
      ['financials_ready', 'text/csv'],
    ]);
    expect(media[0].url).toBe(`/api/listings/${listing.id}/files/${media[0].id}`);
    expect((await storedObjects()).some((file) => file.includes(`listings/${listing.id}/`))).toBe(true);
  });

  it('replaces the single financials_needed file', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const file = { name: 'financials_needed', filename: 'pnl.pdf', data: SAMPLE_FILES.pdf };
    await upload(actors.seller.headers, listing.id, [file]);
    const before = (await storedObjects()).length;
    const res = await upload(actors.seller.headers, listing.id, [file]);
    expect(res.json().confidential.media).toHaveLength(1);
    expect((await storedObjects()).length).toBe(before);
  });

  it.each([
    ['an .exe renamed .pdf', [{ name: 'financials_ready[]', filename: 'statement.pdf', type: 'application/pdf', data: SAMPLE_FILES.exe }]],
    [
      'binary bytes named .csv',
      [{ name: 'financials_ready[]', filename: 'data.csv', type: 'text/csv', data: Buffer.from([0, 1, 2, 3, 0xff]) }],
    ],
    ['text not named .csv', [{ name: 'financials_ready[]', filename: 'notes.txt', type: 'text/plain', data: 'hello' }]],
    [
      'two financials_needed files',
      [
        { name: 'financials_needed', filename: 'a.pdf', data: SAMPLE_FILES.pdf },
        { name: 'financials_needed', filename: 'b.pdf', data: SAMPLE_FILES.pdf },
      ],
    ],
    [
      'a good file next to a disguised one',
      [
        { name: 'financials_ready[]', filename: 'good.pdf', data: SAMPLE_FILES.pdf },
        { name: 'financials_ready[]', filename: 'evil.png', type: 'image/png', data: SAMPLE_FILES.exe },
      ],
    ],
  ])('refuses %s with 422 and stores nothing', async (_label, parts) => {
    const listing = await listingOf(t, actors.seller.user);
    const before = await storedObjects();
    const res = await upload(actors.seller.headers, listing.id, parts);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/not a PDF, DOCX, XLSX, CSV, PNG or JPEG file|Attach one file/);
    expect(await t.database.db.select().from(listingFiles).where(eq(listingFiles.listingId, listing.id))).toEqual([]);
    expect(await storedObjects()).toEqual(before);
  });

  it('refuses a file over 25 MB and stores nothing', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const before = await storedObjects();
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(25 * 1024 * 1024 + 1)]);
    const res = await upload(actors.seller.headers, listing.id, [{ name: 'financials_ready[]', filename: 'big.pdf', data: big }]);
    expect([413, 422]).toContain(res.statusCode);
    expect(await storedObjects()).toEqual(before);
  });

  it('a refused file in a new listing leaves no empty draft behind', async () => {
    const form = multipartParts([
      { name: 'headline', data: 'With a bad file' },
      { name: 'financials_needed', filename: 'x.pdf', data: SAMPLE_FILES.exe },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...actors.seller.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    const own = (await caller(t, actors.seller.headers)('GET', '/listings?filter[owner]=me&per_page=50')).json();
    expect(own.data.map((l: { headline: string }) => l.headline)).not.toContain('With a bad file');
  });

  it('downloads are authorised per request, stamped for a buyer and logged for the seller', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const pdf = await samplePdf(3);
    const media = (await upload(actors.seller.headers, listing.id, [{ name: 'financials_needed', filename: 'pnl.pdf', data: pdf }])).json()
      .confidential.media;
    const url = `/listings/${listing.id}/files/${media[0].id}`;
    expect((await caller(t, actors.buyer.headers)('GET', url)).statusCode).toBe(404);
    expect((await caller(t, actors.otherSeller.headers)('GET', url)).statusCode).toBe(404);
    await grantListingAccess(t.database.db, { listingId: listing.id, buyerId: actors.buyer.user.id, grantedById: actors.seller.user.id });
    const res = await caller(t, actors.buyer.headers)('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="pnl.pdf"');
    expect(res.rawPayload.equals(pdf)).toBe(false);
    const pages = await pdfPagesText(res.rawPayload);
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page).toContain(actors.buyer.user.email);
    const original = await caller(t, actors.seller.headers)('GET', url);
    expect(original.rawPayload.equals(pdf)).toBe(true);
    const log = (await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/data-room-log`)).json();
    expect(log.data).toEqual([
      expect.objectContaining({ filename: 'pnl.pdf', stamped: false, user: expect.objectContaining({ id: actors.seller.user.id }) }),
      expect.objectContaining({
        filename: 'pnl.pdf',
        stamped: true,
        user: expect.objectContaining({ id: actors.buyer.user.id, is_staff: false }),
      }),
    ]);
    const stats = (await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/stats`)).json();
    expect(stats.downloads).toBe(2);
    expect(stats.access_grants).toHaveLength(1);
  });

  it('a PDF that cannot be stamped is refused to a buyer with 422, never sent unstamped; the seller still gets it', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const media = (
      await upload(actors.seller.headers, listing.id, [{ name: 'financials_needed', filename: 'broken.pdf', data: SAMPLE_FILES.pdf }])
    ).json().confidential.media;
    await grantListingAccess(t.database.db, { listingId: listing.id, buyerId: actors.buyer.user.id, grantedById: actors.seller.user.id });
    const url = `/listings/${listing.id}/files/${media[0].id}`;
    const res = await caller(t, actors.buyer.headers)('GET', url);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/could not be stamped.*Ask the seller/);
    expect(res.rawPayload.includes(SAMPLE_FILES.pdf)).toBe(false);
    expect((await caller(t, actors.seller.headers)('GET', url)).rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    const log = (await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/data-room-log`)).json();
    expect(log.data.map((entry: { user: { id: number } }) => entry.user.id)).toEqual([actors.seller.user.id]);
  });

  it('shows and sends a file name without the bidi controls that could disguise its extension', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const media = (
      await upload(actors.seller.headers, listing.id, [
        { name: 'financials_needed', filename: 'invoice\u202Efdp.exe', data: SAMPLE_FILES.pdf },
        { name: 'financials_ready[]', filename: '\u2066résumé\u2069\u200F.pdf', data: SAMPLE_FILES.pdf },
      ])
    ).json().confidential.media as { id: number; filename: string }[];
    expect(media.map((file) => file.filename)).toEqual(['invoicefdp.exe', 'résumé.pdf']);
    const res = await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}/files/${media[0]!.id}`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
  });

  it('the owner removes a file', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const media = (
      await upload(actors.seller.headers, listing.id, [{ name: 'financials_ready[]', filename: 'a.csv', data: SAMPLE_FILES.csv }])
    ).json().confidential.media;
    const res = await caller(t, actors.seller.headers)('DELETE', `/listings/${listing.id}/files/${media[0].id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().confidential.media).toEqual([]);
  });
});
