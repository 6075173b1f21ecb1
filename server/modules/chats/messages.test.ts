import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../../contracts/chats/chats';
import { NEW_MESSAGE_SUBJECT } from '../../../contracts/notifications/notifications';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { chatAccessLog } from './chats.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { marketplace } from '../../test/marketplace';
import { recordingRealtime } from '../../test/realtime';
import { chatClient } from './chats.test-support';
import { messages } from './messages.table';
import { sendMessage } from './messages.service';

const realtime = recordingRealtime();
const t = useTestApp({ realtime });
const http = chatClient(t);

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100ffff03000006000557bfabd40000000049454e44ae426082',
  'hex',
);

async function matchChat() {
  const m = await marketplace(t);
  const chatId: number = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
  return { ...m, chatId };
}

async function storedFiles(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'uploads', 'messages');
  try {
    return await readdir(dir, { recursive: true });
  } catch {
    return [];
  }
}

describe('GET /messages', () => {
  it('needs a chat id: 422 with the exact message', async () => {
    const m = await marketplace(t);
    for (const url of ['/api/messages', '/api/messages?filter[chat_id]=', '/api/messages?filter[chat_id]=abc']) {
      const res = await http.get(url, m.as.buyer);
      expect([res.statusCode, res.json()]).toEqual([422, expect.objectContaining({ message: 'Chat ID is required.' })]);
    }
  });

  it('answers 404 for a chat the caller is not in, and for one that does not exist', async () => {
    const { chatId } = await matchChat();
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await http.messages(stranger, chatId)).statusCode).toBe(404);
    expect((await http.post('/api/messages', stranger, { chat_id: chatId, body: 'hi' })).statusCode).toBe(404);
    expect((await http.messages(stranger, 999_999)).statusCode).toBe(404);
  });

  it('lists newest first and pages back into history with `before`', async () => {
    const m = await matchChat();
    for (const n of [1, 2, 3]) expect((await http.send(m.as.buyer, m.chatId, `<p>Message ${n}</p>`)).statusCode).toBe(201);
    const page1 = (await http.messages(m.as.seller, m.chatId, '&per_page=2')).json();
    expect(page1.data.map((message: { body: string }) => message.body)).toEqual(['<p>Message 3</p>', '<p>Message 2</p>']);
    expect(page1.meta.has_more).toBe(true);
    const page2 = (await http.messages(m.as.seller, m.chatId, `&per_page=2&before=${page1.meta.next_before}`)).json();
    expect(page2.data.map((message: { body: string }) => message.body)).toEqual(['<p>Message 1</p>']);
    expect(page2.meta).toEqual({ per_page: 2, has_more: false, next_before: null });
    // Before acceptance the seller sees the buyer's unique id, never the name.
    expect(page2.data[0].sender).toEqual({ user_id: m.buyer.id, name: m.buyer.uniqueId, is_staff: false, is_me: false });
  });
});

describe('POST /messages', () => {
  it('refuses a message over the limit with a 422 that names the limit and what to do (issue #34)', async () => {
    const m = await matchChat();
    const res = await http.send(m.as.buyer, m.chatId, `<p>${'x'.repeat(20_000)}</p>`);
    expect([res.statusCode, res.json().errors.body]).toEqual([
      422,
      ['The message is too long (at most 20,000 characters). Shorten it or send it in two messages.'],
    ]);
    const support = await http.post('/api/chats', m.as.buyer, { subject: 'Help', message: 'x'.repeat(20_001) });
    expect([support.statusCode, support.json().errors.message]).toEqual([422, [CHAT_MESSAGES.tooLong]]);
  });

  it('sanitises, commits, then notifies the other member with "you have a message"; reading marks the chat read', async () => {
    const m = await matchChat();
    realtime.published.length = 0;
    const res = await http.send(m.as.buyer, m.chatId, '<p onclick="x()">Hello <script>alert(1)</script><b>there</b></p>');
    expect(res.statusCode).toBe(201);
    expect(res.json().body).toBe('<p>Hello <b>there</b></p>');
    expect(res.json().sender.is_me).toBe(true);
    expect(realtime.published).toEqual([
      {
        userId: m.seller.id,
        event: 'notification',
        data: expect.objectContaining({ subject: NEW_MESSAGE_SUBJECT, url: `/messages?chat=${m.chatId}` }),
      },
    ]);
    expect(JSON.stringify(realtime.published[0]!.data).length).toBeLessThan(10_000);
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, res.json().id));
    expect(stored!.body).toBe('<p>Hello <b>there</b></p>');

    expect((await http.get('/api/chats/unread-chats', m.as.seller)).json()).toEqual({ count: 1 });
    expect((await http.get('/api/chats/unread-chats', m.as.buyer)).json()).toEqual({ count: 0 });
    const list = (await http.get('/api/chats', m.as.seller)).json();
    expect(list.data[0]).toMatchObject({ id: m.chatId, unread_count: 1, last_message: { body: '<p>Hello <b>there</b></p>' } });
    await http.messages(m.as.seller, m.chatId);
    expect((await http.get('/api/chats/unread-chats', m.as.seller)).json()).toEqual({ count: 0 });
  });

  it('pushes before queueing the e-mail, and queues the e-mail even when the push fails', async () => {
    const m = await matchChat();
    const [buyer] = await t.database.db.select().from(users).where(eq(users.id, m.buyer.id));
    const steps: string[] = [];
    const recording = (failPush: boolean) => ({
      ...t.deps,
      realtime: {
        ...t.deps.realtime,
        publish: async () => {
          steps.push('push');
          if (failPush) throw new Error('socket down');
        },
      },
      jobs: {
        ...t.deps.jobs,
        enqueue: async (...args: Parameters<typeof t.deps.jobs.enqueue>) => (steps.push('mail'), t.deps.jobs.enqueue(...args)),
      },
    });
    // The seller reads the notification in between, so each message is the first unread one and owes an e-mail.
    await sendMessage(recording(false), buyer!, m.chatId, { body: 'First', attachments: [] });
    await t.database.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, m.seller.id));
    const failed = await sendMessage(recording(true), buyer!, m.chatId, { body: 'Second', attachments: [] });
    expect(steps).toEqual(['push', 'mail', 'push', 'mail']);
    expect(failed.pushErrors).toEqual([expect.any(Error)]);
  });

  it('refuses an empty message and a missing chat id', async () => {
    const m = await matchChat();
    const empty = await http.send(m.as.buyer, m.chatId, '<p> <script>x</script></p>');
    expect([empty.statusCode, empty.json().message]).toEqual([422, CHAT_MESSAGES.emptyMessage]);
    const noChat = await http.post('/api/messages', m.as.buyer, { body: 'hi' });
    expect([noChat.statusCode, noChat.json().message]).toEqual([422, CHAT_MESSAGES.chatIdRequired]);
  });

  it('stores attachments under generated keys and serves them only to members and staff', async () => {
    const m = await matchChat();
    const res = await http.sendMultipart(m.as.buyer, {
      chat_id: String(m.chatId),
      body: 'Our figures',
      'attachments[]': { filename: '../../figures.png', data: PNG, contentType: 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(201);
    const [attachment] = res.json().attachments;
    expect(attachment).toMatchObject({ filename: 'figures.png', mimetype: 'image/png', size: PNG.length });
    const download = await http.get(attachment.url, m.as.seller);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const stranger = await t.loginAs((await buildUser(t.database.db)).id);
    expect((await http.get(attachment.url, stranger)).statusCode).toBe(404);
    expect((await http.get(attachment.url, m.as.admin)).statusCode).toBe(200);
  });

  it('refuses a disguised attachment with 422 and stores nothing', async () => {
    const m = await matchChat();
    const before = await storedFiles();
    const res = await http.sendMultipart(m.as.buyer, {
      chat_id: String(m.chatId),
      body: 'Two files',
      'attachments[]': { filename: 'ok.png', data: PNG, contentType: 'image/png' },
      attachments: { filename: 'report.pdf', data: Buffer.from('MZ this is really an executable'), contentType: 'application/pdf' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file.');
    expect(await storedFiles()).toEqual(before);
    expect(await t.database.db.select().from(messages).where(eq(messages.chatId, m.chatId))).toEqual([]);
  });
});

describe('staff', () => {
  it('can read any chat; each read of a buyer–seller chat is logged', async () => {
    const m = await matchChat();
    await http.send(m.as.buyer, m.chatId, 'Hello');
    const res = await http.messages(m.as.admin, m.chatId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].sender.name).toBe(`${m.buyer.firstName} ${m.buyer.lastName}`);
    const log = await t.database.db.select().from(chatAccessLog).where(eq(chatAccessLog.chatId, m.chatId));
    expect(log).toEqual([expect.objectContaining({ staffId: m.admin.id })]);
  });

  it('support chats: the user opens one, staff are notified and see it unread until they read it, then reply', async () => {
    const m = await marketplace(t);
    const before = (await http.get('/api/chats/admin-unread-chats', m.as.admin)).json().count;
    realtime.published.length = 0;
    const opened = await http.post('/api/chats', m.as.buyer, { subject: 'Valuation question', message: '<p>How is SDE used?</p>' });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ type: 'support', status: 'open', subject: 'Valuation question', my_role: 'member' });
    const chatId = opened.json().id;
    expect(realtime.published.some((push) => push.userId === m.admin.id && push.data.subject === NEW_MESSAGE_SUBJECT)).toBe(true);
    expect((await http.get('/api/chats/admin-unread-chats', m.as.admin)).json().count).toBe(before + 1);
    const all = (await http.get('/api/chats?filter[all]=1', m.as.admin)).json();
    expect(all.data[0]).toMatchObject({ type: 'support', my_role: 'staff' });
    await http.messages(m.as.admin, chatId);
    expect((await http.get('/api/chats/admin-unread-chats', m.as.admin)).json().count).toBe(before);
    const reply = await http.send(m.as.admin, chatId, 'It sets the earnings method.');
    expect(reply.json().sender.is_staff).toBe(true);
    const seen = (await http.messages(m.as.buyer, chatId)).json();
    expect(seen.data[0].sender).toMatchObject({ name: CHAT_MESSAGES.support, is_staff: true });
    const info = (await http.get('/api/chats/admin-info', m.as.admin)).json();
    expect(info.open_support_chats).toBeGreaterThanOrEqual(1);
    expect(info.messages_today).toBeGreaterThanOrEqual(2);
    expect((await http.get('/api/chats/admin-info', m.as.buyer)).statusCode).toBe(403);
    expect((await http.get('/api/chats/admin-unread-chats', m.as.buyer)).statusCode).toBe(403);
    expect((await http.post('/api/chats', m.as.buyer, { subject: '', message: 'x' })).statusCode).toBe(422);
  });
});

describe('user deletion', () => {
  it("keeps the other member's chat readable, with the deleted party as a former member", async () => {
    const m = await matchChat();
    await http.answer(m.as.seller, m.chatId, 'accepted');
    await http.send(m.as.buyer, m.chatId, 'Thank you');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${m.buyer.id}`,
      headers: m.as.admin,
      payload: { confirm_name: `${m.buyer.firstName} ${m.buyer.lastName}` },
    });
    expect(deleted.statusCode).toBe(200);
    const seen = (await http.messages(m.as.seller, m.chatId)).json();
    expect(seen.data[0]).toMatchObject({ body: 'Thank you', sender: { user_id: null, name: CHAT_MESSAGES.formerMember } });
    const chat = (await http.get(`/api/chats/${m.chatId}`, m.as.seller)).json();
    expect(chat.members).toEqual([expect.objectContaining({ former_member: true, name: CHAT_MESSAGES.formerMember })]);
  });
});
