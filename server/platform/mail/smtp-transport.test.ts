import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { createSmtpMailTransport } from './smtp-transport';

interface Received {
  from: string;
  to: string[];
  user?: string;
  data: string;
}

describe('SMTP mail transport', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.test')) return callback(new Error('Mailbox unavailable'));
        return callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a message with its HTML and text parts, authenticated', async () => {
    const transport = createSmtpMailTransport(`smtp://mailer:s3cret@127.0.0.1:${port}`, 'Lexchange <no-reply@lexchange.test>');
    const { html, text } = renderMail({ title: 'Welcome', paragraphs: ['Hello Ana'] });
    await transport.send({ to: 'ana@example.test', subject: 'Welcome to Lexchange', html, text });
    transport.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.user).toBe('mailer');
    expect(mail!.from).toBe('no-reply@lexchange.test');
    expect(mail!.to).toEqual(['ana@example.test']);
    expect(mail!.data).toContain('Subject: Welcome to Lexchange');
    expect(mail!.data).toContain('text/plain');
    expect(mail!.data).toContain('text/html');
  });

  it('throws when the server refuses, so the job is retried', async () => {
    const transport = createSmtpMailTransport(`smtp://mailer:s3cret@127.0.0.1:${port}`, 'no-reply@lexchange.test');
    await expect(transport.send({ to: 'nobody@refused.test', subject: 'x', text: 'x' })).rejects.toThrow(/Mailbox unavailable|rejected/);
    transport.close();
  });

  it('throws on wrong credentials', async () => {
    const transport = createSmtpMailTransport(`smtp://mailer:wrong@127.0.0.1:${port}`, 'no-reply@lexchange.test');
    await expect(transport.send({ to: 'ana@example.test', subject: 'x', text: 'x' })).rejects.toThrow(/Invalid username or password|auth/i);
    transport.close();
  });
});
