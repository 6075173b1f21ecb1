// Message latency at idle: a buyer POSTs /api/messages (multipart, as the browser sends it) one message at a time;
// each is timed from just before the POST to the `notification` event for it arriving on the seller's socket
// (raw Pusher protocol 7, subscribed to `private-user.{id}` with auth from POST /api/broadcasting/auth).
// Also reported: the POST's own response time (201), which includes commit, notify and the push's NOTIFY.
//
// Setup: buyer and seller are onboarded users made with SQL (registration needs e-mail and phone codes), with a
// session each and an active listing; the match is asked for and accepted through the HTTP API, so the chat is
// the real thing. Starts the app from source (tsx) on a fresh DATA_DIR with its embedded PostgreSQL, loopback only.
//
// By default the seller marks each notification read once it arrives, so every message takes the full path
// (stored notification, push and a queued e-mail); with --unread the notifications pile up unread and, after the
// first, messages skip the e-mail (one e-mail per unread conversation), the cheaper path.
//
//   node --import tsx bench/message-latency.mjs [--messages 300] [--pause-ms 20] [--warmup 20] [--unread] [--max-seconds 180]
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { client, createUser, databaseUrl, subscribe, summary } from './bench-members.mjs';
import { round, runGuard, sleep, startBenchApp } from './loopback.mjs';

const { values: flags } = parseArgs({
  options: {
    messages: { type: 'string', default: '300' },
    'pause-ms': { type: 'string', default: '20' },
    warmup: { type: 'string', default: '20' },
    unread: { type: 'boolean', default: false },
    'max-seconds': { type: 'string', default: '180' },
  },
});
const MESSAGES = Number(flags.messages);
const PAUSE_MS = Number(flags['pause-ms']);
const WARMUP = Number(flags.warmup);
const TARGET_P99_MS = 50;
/** A message whose notification has not arrived after this long counts as lost. */
const DELIVERY_TIMEOUT_MS = 5000;
const NEW_MESSAGE_SUBJECT = 'you have a message';

// Node's own FormData (undici), as the browser's multipart body.
const { FormData } = globalThis;

const { cleanups, cleanup, fail } = runGuard('message-latency', Number(flags['max-seconds']));

const startApp = () => startBenchApp(cleanups, { name: 'message', env: { RATE_LIMIT_PER_MINUTE: '1000000' } });

async function main() {
  const loadAtStart = os.loadavg().map(round);
  const { baseUrl, dataDir } = await startApp();
  const sessionSecret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
  const { realtime } = await (await fetch(`${baseUrl}/api/config`)).json();
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/app/${realtime.key}?protocol=7&client=bench&version=1`;
  const sql = postgres(databaseUrl(dataDir), { max: 2, onnotice: () => {} });
  cleanups.push(() => sql.end({ timeout: 5 }));

  // Buyer and seller, an active listing, the match asked for and accepted through the API.
  const tag = randomBytes(4).toString('hex');
  const buyer = await createUser(sql, 'buying', tag);
  const seller = await createUser(sql, 'selling', tag);
  const [listing] = await sql`
    insert into listings (owner_id, status, headline, practice_areas, state, has_usable_information)
    values (${seller.id}, 'active', 'Established estate planning practice', '{estate_planning}', 'IL', true)
    returning id`;
  await sql.end({ timeout: 5 });
  const asBuyer = client(baseUrl, sessionSecret, buyer);
  const asSeller = client(baseUrl, sessionSecret, seller);
  const chat = await asBuyer('POST', '/chats/create-match', { listing_id: listing.id });
  await asSeller('PUT', `/chats/${chat.id}`, { status: 'accepted' });
  const chatUrl = `/messages?chat=${chat.id}`;

  // The seller's socket; each new-message notification for this chat settles the message in flight.
  let waiting = null;
  let unexpected = 0;
  const socket = await subscribe(wsUrl, asSeller, seller.id, (data, receivedAt) => {
    if (data.subject !== NEW_MESSAGE_SUBJECT || data.url !== chatUrl || !waiting) return void unexpected++;
    waiting({ receivedAt, notificationId: data.id });
    waiting = null;
  });
  cleanups.push(async () => socket.close());

  /** One message: POST, then the notification on the socket. Returns both timings, or null if never delivered. */
  async function sendOne(i) {
    const form = new FormData();
    form.set('chat_id', String(chat.id));
    form.set('body', `<p>Bench message ${i}: is the practice's lease transferable?</p>`);
    const delivered = new Promise((resolve) => {
      waiting = resolve;
      setTimeout(() => resolve(null), DELIVERY_TIMEOUT_MS);
    });
    const startedAt = performance.now();
    await asBuyer('POST', '/messages', form);
    const respondedAt = performance.now();
    const received = await delivered;
    waiting = null;
    if (!received) return null;
    if (!flags.unread) await asSeller('PUT', '/notifications/read', { ids: [received.notificationId] });
    return { delivery: received.receivedAt - startedAt, response: respondedAt - startedAt };
  }

  for (let i = 0; i < WARMUP; i++) await sendOne(-i);
  await sleep(1000);
  const delivery = [];
  const response = [];
  let lost = 0;
  const startedAt = performance.now();
  for (let i = 0; i < MESSAGES; i++) {
    const timing = await sendOne(i);
    if (timing) {
      delivery.push(timing.delivery);
      response.push(timing.response);
    } else lost++;
    await sleep(PAUSE_MS);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const result = {
    measured_at: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; app, PostgreSQL and client share them`,
    load_average_at_start: loadAtStart,
    load_average_at_end: os.loadavg().map(round),
    messages: MESSAGES,
    pause_ms: PAUSE_MS,
    email_per_message: !flags.unread,
    seconds: round(seconds),
    delivered: delivery.length,
    lost,
    unexpected_events: unexpected,
    post_to_socket: summary(delivery),
    post_response: summary(response),
    target: `p99 < ${TARGET_P99_MS} ms`,
  };
  result.pass = lost === 0 && result.post_to_socket.p99_ms < TARGET_P99_MS;
  console.log(JSON.stringify(result, null, 2));
  await cleanup();
  process.exit(result.pass ? 0 : 2);
}

main().catch(fail);
