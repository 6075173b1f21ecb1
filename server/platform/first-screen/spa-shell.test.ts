/**
 * Issue #16: the HTML shell carries what the first screen would otherwise ask the API for (whether the browser holds
 * a session cookie, the public configuration) and preloads the first screen's chunks and fonts.
 */
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { jsonForHtml } from './html-text';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeWebRoot, serveWebRoot, SHELL_HEAD } from '../../test/web-root';

const INDEX = `<!doctype html><html><head><title>Lexchange</title>
${SHELL_HEAD}
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-R1.js">
</head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_runtime-R1.js'],
    assets: [
      'assets/inter-latin-wght-normal-F1.woff2',
      'assets/inter-latin-wght-normal-F1.woff',
      'assets/inter-latin-ext-wght-normal-F2.woff2',
      'assets/source-serif-4-latin-600-normal-F6.woff2',
    ],
  },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js', name: 'rolldown-runtime' },
  '_auth-U1.js': { file: 'assets/auth-U1.js', name: 'auth', imports: ['_runtime-R1.js', 'index.html'] },
  '_member-M1.js': { file: 'assets/member-M1.js', name: 'member', imports: ['index.html', '_member-constants-S1.js'] },
  '_member-constants-S1.js': { file: 'assets/member-constants-S1.js', name: 'member-constants', imports: ['index.html'] },
  '_browse-B1.js': { file: 'assets/browse-B1.js', name: 'browse', imports: ['_member-M1.js'] },
};

let t: TestApp;
let web: FastifyInstance;
let closeWeb: () => Promise<void>;

beforeAll(async () => {
  t = await buildTestApp();
  ({ web, close: closeWeb } = await serveWebRoot(t.deps, { 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(MANIFEST) }));
});
afterAll(async () => {
  await closeWeb();
  await t.close();
});

const page = (url: string, cookie?: string) => web.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const configOf = (html: string) => JSON.parse(/id="lexchange-config">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe('the HTML shell', () => {
  it('tells a browser without a session cookie that nobody is logged in, and preloads the log-in chunk', async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="lexchange-session" content="none" />');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/auth-U1.js">');
    expect(res.body).not.toContain('member-M1.js');
    // The entry's own imports are Vite's to preload, once.
    expect(res.body.match(/runtime-R1\.js/g)).toHaveLength(1);
    expect(res.body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-F1.woff2">',
    );
    expect(res.body).toContain('href="/assets/source-serif-4-latin-600-normal-F6.woff2"');
    expect(res.body).not.toContain('inter-latin-wght-normal-F1.woff"');
    // The other unicode subsets load only when a page's text needs them.
    expect(res.body).not.toContain('inter-latin-ext-wght-normal');
  });

  it("preloads a member's chunks with their imports, on every member page", async () => {
    const cookie = 'lexchange_session=abc';
    const listings = await page('/all-listings?sort=price', cookie);
    expect(listings.body).toContain('<meta name="lexchange-session" content="present" />');
    for (const file of ['member-M1.js', 'member-constants-S1.js', 'inter-latin-wght-normal-F1.woff2']) {
      expect(listings.body).toContain(`href="/assets/${file}"`);
    }
    expect(listings.body).not.toContain('auth-U1.js');
    expect(listings.body).not.toContain('browse-B1.js'); // a chunk of its own is not a member's first screen
    const messages = await page('/messages', cookie);
    expect(messages.body).toContain('member-M1.js');
  });

  it("starts a member's first API reads with the page, with credentials; none for a visitor", async () => {
    const fetchPreloads = (html: string) => html.match(/<link rel="preload" as="fetch"[^>]*>/g) ?? [];
    const listings = await page('/all-listings', 'lexchange_session=abc');
    expect(fetchPreloads(listings.body)).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/profile">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/listings?sort=-created_at&amp;page=1">',
    ]);
    const messages = await page('/messages', 'lexchange_session=abc');
    expect(fetchPreloads(messages.body)).toEqual(['<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/profile">']);
    expect(fetchPreloads((await page('/all-listings')).body)).toEqual([]);
  });

  it('carries the public configuration GET /config answers, for the host asked', async () => {
    const res = await page('/', undefined);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(configOf(res.body)).toEqual(config.json());
  });

  it('writes a hostile Host header into the configuration as inert text', async () => {
    const res = await web.inject({ method: 'GET', url: '/login', headers: { host: 'x</script><script>alert(1)</script>' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(INDEX.match(/<\/script>/g)!.length);
  });

  it('is revalidated and varies with the cookie', async () => {
    const res = await page('/notifications');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("does not serve the build's manifest", async () => {
    const res = await page('/.vite/manifest.json');
    expect(res.headers['content-type']).toContain('text/html'); // the shell, as for any unknown page
    expect(res.body).not.toContain('isEntry');
  });

  it('refuses to start on an index.html without its slots', async () => {
    const bare = await makeWebRoot({ 'index.html': '<!doctype html><title>x</title>' });
    await expect(buildApp(t.deps, { serveWeb: true, webRoot: bare })).rejects.toThrow(/rebuild the web app/);
    await rm(bare, { recursive: true, force: true });
  });
});

describe('jsonForHtml', () => {
  it('writes JSON that cannot close its script element', () => {
    const text = jsonForHtml({ host: '</script><script>alert(1)</script>', amp: 'a&b', line: '\u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ host: '</script><script>alert(1)</script>', amp: 'a&b', line: '\u2028' });
  });
});
