import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTwilioSmsTransport } from './twilio-transport';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  contentType?: string;
  body: URLSearchParams;
}

describe('Twilio-compatible SMS transport', () => {
  const seen: Seen[] = [];
  let status = 201;
  let server: http.Server;
  let apiUrl: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body: new URLSearchParams(body),
        });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          status < 300
            ? JSON.stringify({ sid: 'SM123', status: 'queued' })
            : JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    seen.length = 0;
    status = 201;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const transport = () => createTwilioSmsTransport({ apiUrl, accountSid: 'AC0123', authToken: 'tok-en', from: '+15550001111' });

  it('posts To, From and Body form-encoded with basic auth to the Messages endpoint', async () => {
    await transport().send({ to: '+15551234567', body: 'Your Lexchange code is 123456' });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request!.authorization).toBe(`Basic ${Buffer.from('AC0123:tok-en').toString('base64')}`);
    expect(request!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request!.body)).toEqual({ To: '+15551234567', From: '+15550001111', Body: 'Your Lexchange code is 123456' });
  });

  it('throws on a non-2xx answer so the job retries', async () => {
    status = 400;
    await expect(transport().send({ to: '+1555', body: 'x' })).rejects.toThrow(/400.*not valid/);
    status = 503;
    await expect(transport().send({ to: '+15551234567', body: 'x' })).rejects.toThrow(/503/);
  });
});
