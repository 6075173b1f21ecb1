import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';

/** A path-style fake of PutObject, GetObject and DeleteObject: /{bucket}/{key}. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string; authorization?: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      requests.push({ method: req.method!, path, authorization: req.headers.authorization });
      if (req.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), contentType: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
          return;
        }
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects, requests };
}

describe('S3 storage', () => {
  const fake = fakeS3();
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  const storage = () =>
    createS3Storage({ bucket: 'lexchange-files', region: 'us-east-1', endpoint, accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' });

  it('puts, gets and deletes objects path-style with signed requests', async () => {
    const s3 = storage();
    await s3.put('listings/1/nda.pdf', Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(fake.objects.get('/lexchange-files/listings/1/nda.pdf')?.contentType).toBe('application/pdf');
    expect(fake.requests[0]!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);

    const object = await s3.get('listings/1/nda.pdf');
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe('application/pdf');
    expect(object!.size).toBe(14);
    expect(await text(object!.body)).toBe('%PDF-1.7 hello');

    await s3.delete('listings/1/nda.pdf');
    expect(fake.objects.size).toBe(0);
  });

  it('returns null for a missing object', async () => {
    expect(await storage().get('nothing/here')).toBeNull();
  });
});
