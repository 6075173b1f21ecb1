import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMultipartBodies, registerMultipart } from './multipart-body';

const app = Fastify();
const seenByCheck: unknown[] = [];
beforeAll(async () => {
  const multipart = await registerMultipart(app, { attachFieldsToBody: true, limits: { fileSize: 1024 } });
  installMultipartBodies(app, multipart);
  // What the route sees: the parsed body, and how many 'close' listeners the response carries by now.
  app.post('/echo', async (request, reply) => ({ body: request.body, closeListeners: reply.raw.listenerCount('close') }));
  // A route's own check, which must see the parsed body (as the route table's checks do).
  app.post('/checked', {
    preValidation: (request, _reply, done) => {
      seenByCheck.push((request.body as { note?: string } | undefined)?.note);
      done();
    },
    handler: async () => ({ ok: true }),
  });
  app.get('/read', async () => ({ ok: true }));
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

/** A multipart POST of one field and one file to `url`. */
const upload = (url: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=XYZ' }, payload: multipartBody('XYZ') });

describe('registerMultipart', () => {
  it('still parses multipart bodies into plain fields and files', async () => {
    const res = await upload('/echo');
    expect(res.statusCode).toBe(200);
    const { body } = res.json() as { body: { note: string; file: { filename: string; size: number } } };
    expect(body.note).toBe('hello');
    expect(body.file).toMatchObject({ filename: 'a.txt', size: 9 });
  });

  it("runs the plugin's per-request cleanup hooks only for multipart requests", async () => {
    const json = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    const multipart = await upload('/echo');
    // The plugin's onRequest hook adds a 'close' listener (temp-file cleanup): a JSON request goes without it.
    expect(multipart.json().closeListeners).toBe(json.json().closeListeners + 1);
  });

  it("parses the upload before a route's own checks run", async () => {
    const res = await upload('/checked');
    expect(res.statusCode).toBe(200);
    expect(seenByCheck).toEqual(['hello']);
  });

  it('puts no upload hook on routes that read (their bodies are never parsed)', () => {
    const routes = app.printRoutes({ includeHooks: true, commonPrefix: false });
    const read = routes.slice(routes.indexOf('/read (GET'));
    expect(read.split('\n').slice(0, 4).join('\n')).not.toContain('preValidation');
    const echo = routes.slice(routes.indexOf('/echo (POST'));
    expect(echo.split('\n').slice(0, 4).join('\n')).toContain('preValidation');
  });
});
