import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMultipartBodies, registerMultipart } from './multipart-body';

const app = Fastify();
beforeAll(async () => {
  await registerMultipart(app, { attachFieldsToBody: true, limits: { fileSize: 1024 } });
  installMultipartBodies(app);
  // What the route sees: the parsed body, and how many 'close' listeners the response carries by now.
  app.post('/echo', async (request, reply) => ({ body: request.body, closeListeners: reply.raw.listenerCount('close') }));
  await app.ready();
});
afterAll(() => app.close());

function multipartBody(boundary: string) {
  return [
    `--${boundary}`,
    'Content-Disposition: form-data; name="note"',
    '',
    'hello',
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="a.txt"',
    'Content-Type: text/plain',
    '',
    'file text',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

describe('registerMultipart', () => {
  it('still parses multipart bodies into plain fields and files', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: multipartBody('XYZ'),
    });
    expect(res.statusCode).toBe(200);
    const { body } = res.json() as { body: { note: string; file: { filename: string; size: number } } };
    expect(body.note).toBe('hello');
    expect(body.file).toMatchObject({ filename: 'a.txt', size: 9 });
  });

  it("runs the plugin's per-request cleanup hooks only for multipart requests", async () => {
    const json = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    const upload = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: multipartBody('XYZ'),
    });
    // The plugin's onRequest hook adds a 'close' listener (temp-file cleanup): a JSON request goes without it.
    expect(upload.json().closeListeners).toBe(json.json().closeListeners + 1);
  });
});
