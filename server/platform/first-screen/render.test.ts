/**
 * Issue #16: a member's first screen comes drawn by the server, with the API answers it was drawn from, and the app's
 * script starts once it has painted. Anything but a clean read or render and the page is the plain shell.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenderFirstScreen } from '../../../contracts/common/first-screen-reads';
import { DEFERRED_START_SCRIPT } from './deferred-start';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildListing, buildUser } from '../../test/factories';
import { serveWebRoot, SHELL_HEAD } from '../../test/web-root';

const INDEX = `<!doctype html><html><head><title>Lexchange</title>
${SHELL_HEAD}
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-R1.js">
</head><body><div id="root"><div class="splash">Loading</div></div></body></html>`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_runtime-R1.js'],
    assets: ['assets/inter-latin-wght-normal-F1.woff2'],
  },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js', name: 'rolldown-runtime' },
  '_member-M1.js': { file: 'assets/member-M1.js', name: 'member', imports: ['index.html'] },
};

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

let t: TestApp;
let web: FastifyInstance;
let closeWeb: () => Promise<void>;
let member: Record<string, string>;
let memberEmail: string;
const render = vi.fn<RenderFirstScreen>();

beforeAll(async () => {
  t = await buildTestApp();
  ({ web, close: closeWeb } = await serveWebRoot(
    t.deps,
    { 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(MANIFEST) },
    { renderFirstScreen: render },
  ));
  const user = await buildUser(t.database.db);
  memberEmail = user.email;
  const seller = await buildUser(t.database.db, { userType: 'selling' });
  await buildListing(t.database.db, { owner: seller, headline: 'Trademark boutique on the Front Range' });
  await buildListing(t.database.db, { owner: seller, headline: 'Boutique </script><script>alert(1)</script> firm' });
  member = await t.loginAs(user.id);
});
afterAll(async () => {
  await closeWeb();
  await t.close();
});
beforeEach(() => {
  render.mockReset();
  render.mockImplementation(
    async ({ reads }) => `<div class="app-layout">Drawn for ${(reads['/api/profile'] as { email: string }).email}</div>`,
  );
});

const page = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });
const readsOf = (html: string) => JSON.parse(/id="lexchange-first-reads">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe("a member's first screen drawn by the server", () => {
  it('comes inside the page, inert, with the answers it was drawn from, and the app starts after it has painted', async () => {
    const res = await page('/all-listings', { cookie: member.cookie!, 'user-agent': PHONE });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root"><div class="first-screen" inert><div class="app-layout">Drawn for ${memberEmail}</div></div></div>`,
    );
    expect(res.body).not.toContain('class="splash"');

    const input = render.mock.calls[0]![0];
    expect(input.url).toBe('/all-listings');
    expect(input.mobile).toBe(true);
    const reads = readsOf(res.body);
    expect(reads).toEqual(input.reads);
    expect(Object.keys(reads)).toEqual(['/api/profile', '/api/impersonate/check', '/api/listings?sort=-created_at&page=1']);
    expect(reads['/api/impersonate/check']).toEqual({ is_impersonating: false });
    // The very answers the browser would have got from the API.
    const listings = await t.app.inject({
      method: 'GET',
      url: '/api/listings?sort=-created_at&page=1',
      headers: { cookie: member.cookie! },
    });
    expect(reads['/api/listings?sort=-created_at&page=1']).toEqual(listings.json());
    expect(JSON.stringify(reads)).toContain('Trademark boutique on the Front Range');
    // A listing's text stays data: it cannot end the element that carries it.
    expect(JSON.stringify(reads)).toContain('Boutique </script><script>alert(1)</script> firm');
    expect(res.body).not.toContain('<script>alert(1)');

    // No script starts with the page; the one inline script starts the entry and the member chunk once painted.
    expect(res.body).not.toMatch(/<script type="module"/);
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).not.toContain('as="fetch"');
    expect(res.body).toContain(
      `<script data-entry="/assets/index-A1.js" data-preload="/assets/runtime-R1.js /assets/member-M1.js">${DEFERRED_START_SCRIPT}</script>`,
    );
    expect(res.body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-F1.woff2">',
    );
    // The page holds the member's data.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('allows exactly its inline script in the CSP, by hash', async () => {
    const res = await page('/all-listings', { cookie: member.cookie! });
    const inline = /<script data-entry="[^"]*" data-preload="[^"]*">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('lays the screen out for a desktop browser when the user agent is not a phone', async () => {
    await page('/all-listings', { cookie: member.cookie!, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' });
    expect(render.mock.calls[0]![0].mobile).toBe(false);
  });

  it('tells the screen when staff act as the member', async () => {
    const staff = await buildUser(t.database.db, { role: 'admin' });
    const target = await buildUser(t.database.db);
    const acting = await t.loginAs(target.id, { impersonatorId: staff.id });
    const res = await page('/all-listings', { cookie: acting.cookie! });
    expect(readsOf(res.body)['/api/impersonate/check']).toEqual({ is_impersonating: true });
  });

  it('is the plain shell when the renderer declines or fails, for a visitor, on other pages and for a session that ended', async () => {
    render.mockResolvedValueOnce(null);
    const declined = await page('/all-listings', { cookie: member.cookie! });
    render.mockRejectedValueOnce(new Error('renderer broke'));
    const failed = await page('/all-listings', { cookie: member.cookie! });
    for (const res of [declined, failed]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('class="splash"');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
      expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/profile">');
      expect(res.body).not.toContain('lexchange-first-reads');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    render.mockClear();
    await page('/all-listings');
    await page('/messages', { cookie: member.cookie! });
    await page('/all-listings', { cookie: 'lexchange_session=ended-long-ago' });
    expect(render).not.toHaveBeenCalled();
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const plain = await page('/all-listings', { cookie: member.cookie! });
    const br = await page('/all-listings', { cookie: member.cookie!, 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await page('/all-listings', { cookie: member.cookie!, 'accept-encoding': 'gzip, deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.vary).toContain('Accept-Encoding');
  });
});
