/**
 * Issue #19, finding 3: the HTML shell was sent `public, max-age=31536000, immutable`, so after a deploy returning
 * browsers kept a page pointing at asset files that no longer exist. The shell revalidates; hashed assets do not.
 */
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebRoot } from './test/web-root';
import { buildTestApp, type TestApp } from './test/app';

let t: TestApp;
let web: FastifyInstance;
let closeWeb: () => Promise<void>;

beforeAll(async () => {
  t = await buildTestApp();
  ({ web, close: closeWeb } = await serveWebRoot(t.deps, {
    'assets/index-B4xQ1k9z.js': 'console.log(1)',
    // The build's precompressed copy (vite.config.ts, issue #16).
    'assets/index-B4xQ1k9z.js.br': brotliCompressSync('console.log(1)'),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  }));
});
afterAll(async () => {
  await closeWeb();
  await t.close();
});

describe('caching of the web app', () => {
  it.each(['/', '/index.html', '/listings', '/listings/12', '/settings/security?tab=2'])(
    'revalidates the HTML shell at %s',
    async (url) => {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps content-hashed assets for a year', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/index-B4xQ1k9z.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy to a browser that accepts it, the plain file to one that does not", async () => {
    const url = '/assets/index-B4xQ1k9z.js';
    const brotli = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const plain = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('revalidates files without a hash in their name', async () => {
    expect((await web.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404, not the shell', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
  });
});
