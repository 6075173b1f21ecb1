import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';
import { multipart, sends, type Headers } from '../../test/http';
import { resources } from './resources.table';

let t: TestApp;
let http: ReturnType<typeof sends>;
let staff: Headers;
let buyer: Headers;
let seller: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  http = sends(t);
  staff = await t.loginAs((await buildAdmin(t.database.db)).id);
  buyer = await t.loginAs((await buildUser(t.database.db, { userType: 'buying' })).id);
  seller = await t.loginAs((await buildUser(t.database.db, { userType: 'selling' })).id);
});
afterAll(() => t.close());

const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Preparing your client notice',
  summary: 'What ABA Model Rule 1.17 asks of a selling lawyer.',
  audience: 'seller',
  kind: 'article',
  category: 'Ethics and client notice',
  body: '<p>Give written notice.</p>',
  ...overrides,
});

async function create(overrides: Record<string, string> = {}) {
  const res = await http.post('/api/resources', staff, fields(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; body: string; audience: string };
}

const idsOf = (res: { json(): unknown }) => (res.json() as { data: { id: number }[] }).data.map((item) => item.id);

describe('resources', () => {
  it('staff create a resource with sanitised text; members read their own list, staff either', async () => {
    await t.database.db.delete(resources);
    const article = await create({ body: '<p onclick="x()">Hello<script>alert(1)</script></p>' });
    expect(article.body).toBe('<p>Hello</p>');
    const both = await create({ audience: 'both', title: 'NDA template', kind: 'template', category: 'Deal documents' });
    const buyerOnly = await create({ audience: 'buyer', title: 'Financing an acquisition', category: 'Financing' });

    expect(idsOf(await http.get('/api/resources', seller))).toEqual([article.id, both.id]);
    expect(idsOf(await http.get('/api/resources', buyer))).toEqual([both.id, buyerOnly.id]);
    expect(idsOf(await http.get('/api/resources?audience=buyer', staff))).toEqual([both.id, buyerOnly.id]);
    const list = (await http.get('/api/resources?audience=seller', staff)).json();
    expect(list).toMatchObject({ total: 2, categories: ['Ethics and client notice', 'Deal documents'] });

    const other = await http.get('/api/resources?audience=seller', buyer);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('These resources are for sellers.');
  });

  it('filters by search and category', async () => {
    await t.database.db.delete(resources);
    const a = await create({ title: 'Valuing a contingency pipeline', category: 'Valuation' });
    await create({ title: 'Closing checklist', category: 'Transition', body: '<p>Trust account 100%_safe</p>' });
    expect(idsOf(await http.get('/api/resources?search=pipeline', seller))).toEqual([a.id]);
    expect(idsOf(await http.get('/api/resources?category=Valuation', seller))).toEqual([a.id]);
    expect(idsOf(await http.get('/api/resources?search=%25', seller))).toHaveLength(1);
    const list = (await http.get('/api/resources?search=nothing-like-this', seller)).json();
    expect(list).toMatchObject({ data: [], total: 2 });
    expect((await http.get('/api/resources?category=Nope', seller)).statusCode).toBe(422);
  });

  it('a buyer never reads a seller-only resource (404), a seller never a buyer-only one', async () => {
    const sellerOnly = await create();
    const buyerOnly = await create({ audience: 'buyer' });
    expect((await http.get(`/api/resources/${sellerOnly.id}`, buyer)).statusCode).toBe(404);
    expect((await http.get(`/api/resources/${buyerOnly.id}`, seller)).statusCode).toBe(404);
    expect((await http.get(`/api/resources/${sellerOnly.id}`, seller)).json()).toMatchObject({
      id: sellerOnly.id,
      body: '<p>Give written notice.</p>',
    });
    expect((await http.get(`/api/resources/${buyerOnly.id}`, staff)).statusCode).toBe(200);
    expect((await http.get('/api/resources/999999', staff)).statusCode).toBe(404);
  });

  it('only staff write (403 otherwise), impersonating staff included', async () => {
    const resource = await create();
    const admin = await buildAdmin(t.database.db);
    const member = await buildUser(t.database.db);
    const impersonating = await t.loginAs(member.id, { impersonatorId: admin.id });
    for (const headers of [buyer, seller, impersonating]) {
      expect((await http.post('/api/resources', headers, fields())).statusCode).toBe(403);
      expect((await http.put(`/api/resources/${resource.id}`, headers, fields())).statusCode).toBe(403);
      expect((await http.del(`/api/resources/${resource.id}`, headers)).statusCode).toBe(403);
      expect((await http.post('/api/resources/update-orders', headers, { audience: 'seller', order: [] })).statusCode).toBe(403);
    }
  });

  it('refuses bad fields with messages beside them', async () => {
    const res = await http.post('/api/resources', staff, { title: ' ', audience: 'everyone', kind: 'video', category: 'Misc' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['audience', 'body', 'category', 'kind', 'summary', 'title']);
    expect(res.json().errors.title).toEqual(['Enter the title.']);
    const long = await http.post('/api/resources', staff, fields({ title: 'x'.repeat(161) }));
    expect(long.json().errors.title).toEqual(['The title may be at most 160 characters.']);
  });

  it('updates through POST with _method=PUT, moving the resource between lists', async () => {
    await t.database.db.delete(resources);
    const first = await create({ audience: 'buyer' });
    const moved = await create();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/resources/${moved.id}`,
      headers: { ...staff, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields({ audience: 'both', title: 'Renamed' }), _method: 'PUT' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Renamed', audience: 'both' });
    expect(idsOf(await http.get('/api/resources', buyer))).toEqual([first.id, moved.id]);
    await http.put(`/api/resources/${moved.id}`, staff, fields({ audience: 'buyer' }));
    expect(idsOf(await http.get('/api/resources', seller))).toEqual([]);
    expect((await http.put('/api/resources/999999', staff, fields())).statusCode).toBe(404);
  });

  it('reorders a list when the order names exactly its resources (422 otherwise)', async () => {
    await t.database.db.delete(resources);
    const a = await create();
    const b = await create({ audience: 'both' });
    const c = await create();
    const buyerOnly = await create({ audience: 'buyer' });
    const res = await http.post('/api/resources/update-orders', staff, { audience: 'seller', order: [c.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([c.id, a.id, b.id]);
    expect(idsOf(await http.get('/api/resources', seller))).toEqual([c.id, a.id, b.id]);
    expect(idsOf(await http.get('/api/resources', buyer))).toEqual([b.id, buyerOnly.id]);
    for (const order of [
      [c.id, a.id],
      [c.id, a.id, b.id, buyerOnly.id],
      [c.id, a.id, a.id],
      [c.id, a.id, b.id, b.id],
      [c.id, a.id, 999999],
    ]) {
      const bad = await http.post('/api/resources/update-orders', staff, { audience: 'seller', order });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.order).toEqual([
        'The order must name every resource of this list exactly once. Reload the page and try again.',
      ]);
    }
    expect((await http.post('/api/resources/update-orders', staff, { audience: 'both', order: [] })).statusCode).toBe(422);
    expect((await http.post('/api/resources/update-orders', staff, { audience: 'seller', order: 'x' })).statusCode).toBe(422);
    expect(idsOf(await http.get('/api/resources', seller))).toEqual([c.id, a.id, b.id]);
  });

  it('deletes a resource and its file', async () => {
    const resource = await create();
    expect((await http.del(`/api/resources/${resource.id}`, staff)).statusCode).toBe(204);
    expect((await http.get(`/api/resources/${resource.id}`, staff)).statusCode).toBe(404);
    expect((await http.del(`/api/resources/${resource.id}`, staff)).statusCode).toBe(404);
  });

  it('keeps an attached file private: only readers of the resource download it; a wrong type is refused', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const body = multipart({ ...fields(), file: { filename: 'client-notice.pdf', data: pdf, contentType: 'application/pdf' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: { ...staff, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const resource = res.json();
    expect(resource.file).toEqual({ name: 'client-notice.pdf', size: pdf.length, type: 'application/pdf' });
    const download = await http.get(`/api/resources/${resource.id}/file`, seller);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain('client-notice.pdf');
    expect((await http.get(`/api/resources/${resource.id}/file`, buyer)).statusCode).toBe(404);

    const rtf = Buffer.from('{\\rtf1\\ansi Engagement letter}');
    const replace = multipart({ ...fields(), _method: 'PUT', file: { filename: 'letter.rtf', data: rtf, contentType: 'application/rtf' } });
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/resources/${resource.id}`,
      headers: { ...staff, 'content-type': replace.contentType },
      payload: replace.payload,
    });
    expect(replaced.json().file).toMatchObject({ name: 'letter.rtf', type: 'application/rtf' });

    const exe = multipart({
      ...fields(),
      file: { filename: 'virus.pdf', data: Buffer.from('MZ\x90\x00 not a pdf'), contentType: 'application/pdf' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: { ...staff, 'content-type': exe.contentType },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual(['virus.pdf is not a PDF, DOCX, XLSX or RTF file.']);

    const removed = await http.put(`/api/resources/${resource.id}`, staff, { ...fields(), remove_file: true });
    expect(removed.json().file).toBeNull();
    expect((await http.get(`/api/resources/${resource.id}/file`, seller)).statusCode).toBe(404);
  });
});
