import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail, OutboxMailSummary, OutboxText } from '../../../contracts/outbox/route-schemas';
import { buildTestApp, type TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { buildAdmin, buildUser } from '../../test/factories';
import { headersFrom, sends, type Headers } from '../../test/http';

const t = useTestApp();
const http = sends(t);
let staff: Headers;
beforeAll(async () => {
  staff = await t.loginAs((await buildAdmin(t.database.db)).id);
});

let n = 0;
async function register() {
  n++;
  const email = `newcomer-${n}@example.test`;
  const res = await http.post('/api/auth/register', await t.loginAs(null), {
    first_name: 'Nora',
    last_name: 'Newcomer',
    email,
    phone: `(555) 301-00${String(n).padStart(2, '0')}`,
    password: 'a sound passphrase',
    password_confirmation: 'a sound passphrase',
  });
  expect(res.statusCode).toBe(201);
  return { email, headers: headersFrom(res) };
}

const mails = async () =>
  (await http.get('/api/outbox/mail', staff)).json<{ messages: OutboxMailSummary[]; total: number; limit: number }>();

describe('the staff Outbox on the embedded default', () => {
  it('says both channels write to the outbox', async () => {
    const res = await http.get('/api/outbox', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mail: true, sms: true });
  });

  it('lists a newcomer’s verification e-mail first and shows it with its link', async () => {
    const { email } = await register();
    const list = await mails();
    expect(list.limit).toBe(200);
    const [newest] = list.messages;
    expect(newest).toMatchObject({ to: email, subject: expect.stringMatching(/verify/i) });
    expect(Date.parse(newest!.sent_at)).toBeGreaterThan(Date.now() - 60_000);

    const res = await http.get(`/api/outbox/mail/${newest!.id}`, staff);
    expect(res.statusCode).toBe(200);
    const mail = res.json<OutboxMail>();
    expect(mail).toMatchObject({ id: newest!.id, to: email, subject: newest!.subject });
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/email\/verify\/\d+\/[0-9a-f]{64}\?expires=/);
    expect(mail.html).toMatch(/<a [^>]*href="http:\/\/localhost:3000\/api\/auth\/email\/verify\//);
  });

  it('lists the newest e-mails first', async () => {
    const first = await register();
    const second = await register();
    const recipients = (await mails()).messages.map((mail) => mail.to);
    expect(recipients.indexOf(second.email)).toBeLessThan(recipients.indexOf(first.email));
  });

  it('lists the SMS code a newcomer asked for', async () => {
    const { headers } = await register();
    expect((await http.post('/api/auth/send-phone-verification-text', headers)).statusCode).toBe(200);
    const res = await http.get('/api/outbox/sms', staff);
    expect(res.statusCode).toBe(200);
    const [newest] = res.json<{ messages: OutboxText[] }>().messages;
    expect(newest).toMatchObject({ to: `+1555301${String(n).padStart(4, '0')}`, body: expect.stringMatching(/\b\d{6}\b/) });
  });

  it('is for staff only: 401 for a visitor, 403 for members and staff acting as a member', async () => {
    const admin = await buildAdmin(t.database.db);
    const member = await t.loginAs((await buildUser(t.database.db)).id);
    const impersonating = await t.loginAs((await buildUser(t.database.db)).id, { impersonatorId: admin.id });
    for (const url of ['/api/outbox', '/api/outbox/mail', '/api/outbox/sms']) {
      expect((await http.get(url, await t.loginAs(null))).statusCode).toBe(401);
      expect((await http.get(url, member)).statusCode).toBe(403);
      expect((await http.get(url, impersonating)).statusCode).toBe(403);
    }
    const { messages } = await mails();
    expect((await http.get(`/api/outbox/mail/${messages[0]!.id}`, member)).statusCode).toBe(403);
  });

  it('refuses an id that is not an outbox file name with 422, and an unknown one with 404', async () => {
    for (const id of ['..%2F..%2Fsecrets', 'x', '2026-11-27T20-54-09-123Z-1-1.eml']) {
      const res = await http.get(`/api/outbox/mail/${id}`, staff);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: { id: expect.any(Array) } });
    }
    expect((await http.get('/api/outbox/mail/2020-01-01T00-00-00-000Z-1-1', staff)).statusCode).toBe(404);
  });
});

describe('the Outbox once messages are really sent', () => {
  const SMS = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'token', SMS_FROM: '+15550000000' };
  const withEnv = async (env: Record<string, string>, check: (app: TestApp, headers: Headers) => Promise<void>) => {
    const app = await buildTestApp({}, env);
    try {
      await check(app, await app.loginAs((await buildAdmin(app.database.db)).id));
    } finally {
      await app.close();
    }
  };

  it('has no e-mails when MAIL_URL is set', () =>
    withEnv({ MAIL_URL: 'smtp://127.0.0.1:2525' }, async (app, headers) => {
      const get = (url: string) => sends(app).get(url, headers);
      expect((await get('/api/outbox')).json()).toEqual({ mail: false, sms: true });
      expect((await get('/api/outbox/mail')).statusCode).toBe(404);
      expect((await get('/api/outbox/mail/2020-01-01T00-00-00-000Z-1-1')).statusCode).toBe(404);
      expect((await get('/api/outbox/sms')).statusCode).toBe(200);
    }));

  it('has no texts when the SMS settings are set', () =>
    withEnv(SMS, async (app, headers) => {
      const get = (url: string) => sends(app).get(url, headers);
      expect((await get('/api/outbox')).json()).toEqual({ mail: true, sms: false });
      expect((await get('/api/outbox/sms')).statusCode).toBe(404);
    }));

  it('is absent when both are set', () =>
    withEnv({ MAIL_URL: 'smtp://127.0.0.1:2525', ...SMS }, async (app, headers) => {
      expect((await sends(app).get('/api/outbox', headers)).statusCode).toBe(404);
    }));
});
