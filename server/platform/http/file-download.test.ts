import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFileDownload } from './file-download';

const app = Fastify();
beforeAll(async () => {
  app.get<{ Querystring: { name: string; inline?: string } }>('/file', async (request, reply) =>
    sendFileDownload(reply, {
      name: request.query.name,
      type: 'application/pdf',
      size: 5,
      body: Readable.from([Buffer.from('%PDF-')]),
      disposition: request.query.inline ? 'inline' : 'attachment',
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

const download = (name: string, inline = false) =>
  app.inject({ method: 'GET', url: '/file', query: inline ? { name, inline: '1' } : { name } });

describe('sendFileDownload', () => {
  it('sends the bytes as a private, unsniffed download of the stored type and length', async () => {
    const res = await download('pnl.pdf');
    expect([res.statusCode, res.body]).toEqual([200, '%PDF-']);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '5',
      'content-disposition': `attachment; filename="pnl.pdf"; filename*=UTF-8''pnl.pdf`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('keeps a non-ASCII name exact in filename* and gives old clients an ASCII stand-in', async () => {
    const res = await download('Счёт №1.pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ _1.pdf"; filename*=UTF-8''${encodeURIComponent('Счёт №1.pdf')}`,
    );
  });

  it('drops bidi controls and neutralises quotes and slashes, so a name cannot disguise its type or break the header', async () => {
    const res = await download('in"voice\u202Efdp/..\\.exe');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="in_voicefdp_.._.exe"; filename*=UTF-8''in_voicefdp_.._.exe`);
  });

  it('lets the browser show a document inline when asked', async () => {
    const res = await download('id.pdf', true);
    expect(res.headers['content-disposition']).toBe(`inline; filename="id.pdf"; filename*=UTF-8''id.pdf`);
  });
});
