import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileSmsTransport } from '../sms/file-transport';
import { createFileMailTransport } from './file-transport';

describe('the outbox transports’ log line', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-outbox-log-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('names the recipient and subject of each e-mail, never its link', async () => {
    const lines: string[] = [];
    const mail = createFileMailTransport(await tempDir(), 'Lexchange <no-reply@lexchange.local>', (fields, line) =>
      lines.push(JSON.stringify({ ...fields, line })),
    );
    const link = 'http://localhost:3000/verify-email/12/abcdef0123456789?expires=1&signature=s3cret';
    await mail.send({
      to: 'new@example.com',
      subject: 'Verify your e-mail address',
      text: `Open ${link} to verify. Code 482913.`,
      html: `<a href="${link}">Verify</a>`,
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ channel: 'mail', to: 'new@example.com', subject: 'Verify your e-mail address' });
    expect(lines[0]).not.toMatch(/abcdef0123456789|s3cret|482913|https?:\/\//);
  });

  it('names the phone of each text, never its code', async () => {
    const lines: string[] = [];
    const sms = createFileSmsTransport(await tempDir(), (fields, line) => lines.push(JSON.stringify({ ...fields, line })));
    await sms.send({ to: '+15551234567', body: 'Your Lexchange verification code is 482913.' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ channel: 'sms', to: '+15551234567' });
    expect(lines[0]).not.toMatch(/482913|code is/);
  });
});
