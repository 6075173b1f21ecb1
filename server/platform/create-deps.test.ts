import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { pickMail, pickSms, pickStorage } from './create-deps';

describe('createDeps picks each outside service from the configuration', () => {
  let dataDir: string;
  let server: http.Server;
  let apiUrl: string;
  const paths: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-deps-'));
    server = http.createServer((req, res) => {
      paths.push(req.url!);
      req.resume();
      res.writeHead(201).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  });

  const config = (env: NodeJS.ProcessEnv = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

  it('writes mail, texts and files under DATA_DIR by default', async () => {
    const local = config();
    await pickMail(local).send({ to: 'a@example.test', subject: 'Hi', text: 'Hello' });
    await pickSms(local).send({ to: '+15551234567', body: 'Hello' });
    await pickStorage(local).put('a/b.txt', Buffer.from('x'), 'text/plain');
    expect(await readdir(local.mail.outboxDir)).toHaveLength(1);
    expect(await readdir(local.sms.outboxDir)).toHaveLength(1);
    expect(await readdir(path.join(local.storage.uploadsDir, 'a'))).toContain('b.txt');
  });

  it('sends texts to the Twilio-compatible API when its keys are set', async () => {
    const twilio = config({ SMS_API_URL: apiUrl, SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+15550000000' });
    await pickSms(twilio).send({ to: '+15551234567', body: 'Hello' });
    expect(paths).toEqual(['/2010-04-01/Accounts/AC1/Messages.json']);
  });

  it('stores files in S3 when S3_BUCKET is set', async () => {
    const s3 = config({ S3_BUCKET: 'files', S3_ENDPOINT: apiUrl, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    await pickStorage(s3).delete('a/b.txt');
    expect(paths.at(-1)).toMatch(/^\/files\/a\/b\.txt(\?|$)/);
  });
});
