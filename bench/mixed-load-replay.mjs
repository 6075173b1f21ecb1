// The mixed load's members and their replay (issue #16), shared by mixed-load.mjs (one and two instances side by side)
// and haproxy.mjs (two instances behind HAProxy, a rolling restart and a kill -9, issue #36).
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { client, createUser, signedInHeaders, subscribe, summary } from './bench-members.mjs';
import { round, sleep } from './loopback.mjs';

export const MAX_IN_FLIGHT = 2000;
const RATES = [50, 100, 150, 200, 300, 400, 500, 650, 800, 1000, 1300, 1600];
/** A step whose p99 passes this is past what the machine sustains. */
const STEP_P99_LIMIT_MS = 1000;
const LOGIN_PASSWORD = 'mixed load bench password 1';
const { FormData } = globalThis;

/** What one call does; weights are shares of the member traffic. */
const OPERATIONS = [
  { name: 'browse listings', weight: 25, run: (m, w) => ['GET', `/listings?page=${1 + (w.n % 5)}${w.filter()}`] },
  { name: 'listing details', weight: 15, run: (m, w) => ['GET', `/listings/${w.listingIds[w.n % w.listingIds.length]}`] },
  { name: 'watch list', weight: 8, run: () => ['GET', '/favorites'] },
  { name: 'chats', weight: 6, run: () => ['GET', '/chats'] },
  { name: 'read messages', weight: 12, run: (m) => ['GET', `/messages?filter[chat_id]=${m.chatId}`] },
  { name: 'send message', weight: 12, run: (m, w) => ['POST', '/messages', w.message(m)] },
  { name: 'unread count', weight: 12, run: () => ['GET', '/notifications/unread-count'] },
  { name: 'notifications', weight: 8, run: () => ['GET', '/notifications'] },
  { name: 'profile', weight: 2, run: () => ['GET', '/profile'] },
];
const WEIGHT_TOTAL = OPERATIONS.reduce((sum, op) => sum + op.weight, 0);

function pickOperation(n) {
  let point = (n * 7919) % WEIGHT_TOTAL;
  for (const op of OPERATIONS) {
    if (point < op.weight) return op;
    point -= op.weight;
  }
  return OPERATIONS[0];
}

export async function setUp(baseUrl, { sessionSecret, databaseUrl, pairs }) {
  const sql = postgres(databaseUrl, { max: 4, onnotice: () => {} });
  const tag = randomBytes(3).toString('hex');
  const members = [];
  for (let i = 0; i < pairs; i++) {
    const buyer = await createUser(sql, 'buying', `${tag}${i}`);
    const seller = await createUser(sql, 'selling', `${tag}${i}`);
    // Ten listings a seller, across areas and states, so browse and filters have pages to turn.
    const rows = await sql`
      insert into listings (owner_id, status, headline, practice_areas, state, has_usable_information)
      select ${seller.id}, 'active', 'Established practice ' || g,
             array[(array['estate_planning','family','immigration','personal_injury','corporate'])[1 + (g % 5)]],
             (array['IL','TX','CA','NY','MA','GA'])[1 + (g % 6)], true
      from generate_series(1, 10) g
      returning id`;
    members.push({ ...buyer, role: 'buyer', pair: i }, { ...seller, role: 'seller', pair: i, listingId: rows[0].id });
  }
  const listingIds = (await sql`select id from listings where status = 'active' order by id`).map((row) => row.id);
  // A few starred listings for each buyer, so the watch list has something to show.
  for (const member of members.filter((m) => m.role === 'buyer')) {
    await sql`insert into favorites (user_id, listing_id)
              select ${member.id}, id from listings where status = 'active' order by random() limit 5 on conflict do nothing`;
  }
  await sql.end({ timeout: 5 });
  // Each buyer asks for the match with their seller's listing, and the seller accepts: a real chat per pair.
  for (let i = 0; i < pairs; i++) {
    const [buyer, seller] = [members[2 * i], members[2 * i + 1]];
    const asBuyer = client(baseUrl, sessionSecret, buyer);
    // The listing's NDA first (create-match is refused until the buyer signed it), with the account's name.
    const { sha256 } = await asBuyer('GET', `/listings/${seller.listingId}/nda`);
    await asBuyer('POST', `/listings/${seller.listingId}/nda`, { full_name: 'Bench buying', consent: true, sha256 });
    const chat = await asBuyer('POST', '/chats/create-match', { listing_id: seller.listingId });
    await client(baseUrl, sessionSecret, seller)('PUT', `/chats/${chat.id}`, { status: 'accepted' });
    buyer.chatId = seller.chatId = chat.id;
    buyer.counterpart = seller;
    seller.counterpart = buyer;
  }
  for (const member of members) member.headers = signedInHeaders(sessionSecret, member);
  // Members who log in with a password: registered through the API, as a person would.
  const logins = [];
  for (let i = 0; i < 4; i++) {
    const email = `mixed-login-${tag}-${i}@example.test`;
    const visitor = await visitorSession(baseUrl);
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { ...visitor, 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Mixed',
        last_name: `Login ${i}`,
        email,
        phone: `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        password: LOGIN_PASSWORD,
        password_confirmation: LOGIN_PASSWORD,
      }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    logins.push(email);
  }
  let messageCount = 0;
  const areas = ['', '&filter[practice_area]=family', '&filter[state]=TX', '&filter[practice_area]=corporate,immigration'];
  return {
    sessionSecret,
    members,
    listingIds,
    logins,
    sent: () => {},
    filter: () => areas[messageCount++ % areas.length],
    message(member) {
      const form = new FormData();
      form.set('chat_id', String(member.chatId));
      form.set('body', `<p>Mixed-load message ${messageCount++}: could we talk about the lease and the staff?</p>`);
      return form;
    },
    /** Requests sent and not answered yet, for a bench that kills an instance in the middle of a replay. */
    inFlight: 0,
  };
}

/** A fresh browser's session: the CSRF cookie and header, as the SPA gets them before its first form. */
export async function visitorSession(baseUrl) {
  const response = await fetch(`${baseUrl}/api/csrf-cookie`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  const xsrf = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf), accept: 'application/json' };
}

/**
 * Sends `rate` requests a second for `seconds` against `bases` (alternating), members' calls and a login a second.
 * Returns per-call latencies, errors (non-2xx, failed or dropped for being too far behind) and the achieved rate;
 * `failures` says when each failed request was sent and answered (ms on the performance clock), `acknowledged` the ids
 * of the messages the app answered 201 for (to look for in the database afterwards).
 */
export async function replay(world, bases, rate, seconds) {
  const latencies = new Map(OPERATIONS.map((op) => [op.name, []]));
  latencies.set('login', []);
  const errors = [];
  const failures = [];
  const acknowledged = [];
  let issued = 0;
  let completed = 0;
  const pending = new Set();

  function fail(error, started) {
    errors.push(error);
    failures.push({ error, sent_at: started, answered_at: performance.now() });
  }

  function send(name, base, method, url, headers, body, onOk) {
    const init = { method, headers: { ...headers } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const started = performance.now();
    world.inFlight++;
    const request = fetch(`${base}/api${url}`, init)
      .then(async (response) => {
        const text = await response.text();
        if (!response.ok) fail(`${name}: ${response.status} ${text.slice(0, 120)}`, started);
        else {
          latencies.get(name).push(performance.now() - started);
          onOk?.(text);
        }
      })
      .catch((error) => fail(`${name}: ${error.message}`, started))
      .finally(() => {
        world.inFlight--;
        completed++;
        pending.delete(request);
      });
    pending.add(request);
  }

  async function login(base) {
    const email = world.logins[issued % world.logins.length];
    const visitor = await visitorSession(base);
    send('login', base, 'POST', '/auth/login', visitor, { email, password: LOGIN_PASSWORD });
  }

  const sentMessage = (member, text) => {
    acknowledged.push(JSON.parse(text).id);
    world.sent(member);
  };
  const started = performance.now();
  let lastLoginSecond = -1;
  while (true) {
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= seconds) break;
    const due = Math.floor(rate * elapsed) - issued;
    for (let i = 0; i < due; i++) {
      const n = issued++;
      const base = bases[n % bases.length];
      if (world.inFlight >= MAX_IN_FLIGHT) {
        errors.push('dropped: too many requests in flight');
        continue;
      }
      const member = world.members[(n * 31) % world.members.length];
      const op = pickOperation(n);
      const [method, url, body] = op.run(member, { ...world, n });
      send(op.name, base, method, url, member.headers, body, op.name === 'send message' ? (text) => sentMessage(member, text) : undefined);
    }
    if (Math.floor(elapsed) !== lastLoginSecond) {
      lastLoginSecond = Math.floor(elapsed);
      login(bases[lastLoginSecond % bases.length]).catch((error) => errors.push(`login: ${error.message}`));
    }
    await sleep(5);
  }
  await Promise.all([...pending]);
  const wall = (performance.now() - started) / 1000;
  const calls = {};
  for (const [name, values] of latencies) if (values.length) calls[name] = { count: values.length, ...summary(values) };
  return {
    target_rate: rate,
    achieved_rate: round(completed / wall),
    errors: errors.length,
    error_samples: [...new Set(errors)].slice(0, 5),
    p99_ms: summary([...latencies.values()].flat()).p99_ms,
    calls,
    failures,
    acknowledged,
  };
}

/**
 * Each member's socket on one of `bases`; counts the message notifications each receives. With `reconnect`, a socket
 * the server closes (a draining instance) is opened again after a short pause, as pusher-js does, and counted.
 */
export async function connectSockets(world, bases, { reconnect = false } = {}) {
  const received = new Map();
  const sockets = new Set();
  let closing = false;
  let reconnects = 0;
  const open = async (member, base) => {
    const { realtime } = await (await fetch(`${base}/api/config`, { headers: member.headers })).json();
    const wsUrl = `${base.replace(/^http/, 'ws')}/app/${realtime.key}?protocol=7&client=bench&version=1`;
    const socket = await subscribe(wsUrl, client(base, world.sessionSecret, member), member.id, (data) => {
      if (data.url === `/messages?chat=${member.chatId}`) received.set(member.id, (received.get(member.id) ?? 0) + 1);
    });
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (reconnect && !closing) reopen(member, base);
    });
  };
  const reopen = async (member, base) => {
    for (let attempt = 0; !closing; attempt++) {
      await sleep(Math.min(2000, 100 * 2 ** attempt));
      try {
        await open(member, base);
        reconnects++;
        return;
      } catch {
        // the instance behind the address is still restarting: try again
      }
    }
  };
  for (const [i, member] of world.members.entries()) await open(member, bases[i % bases.length]);
  return {
    received,
    connected: () => sockets.size,
    reconnects: () => reconnects,
    close: () => {
      closing = true;
      for (const socket of sockets) socket.close();
    },
  };
}

/** A steady run with every member's socket open: the replay, then whether each message's notification arrived. */
export async function steadyRun(world, bases, rate, seconds) {
  const expected = new Map();
  world.sent = (sender) => expected.set(sender.counterpart.id, (expected.get(sender.counterpart.id) ?? 0) + 1);
  const sockets = await connectSockets(world, bases);
  const result = await replay(world, bases, rate, seconds);
  // Notifications still on their way get a few seconds.
  const total = () => [...expected.values()].reduce((a, b) => a + b, 0);
  const delivered = () => [...expected].reduce((sum, [id, count]) => sum + Math.min(count, sockets.received.get(id) ?? 0), 0);
  for (let waited = 0; waited < 10_000 && delivered() < total(); waited += 250) await sleep(250);
  sockets.close();
  world.sent = () => {};
  const { failures: _failures, acknowledged, ...figures } = result;
  return {
    instances: bases.length,
    ...figures,
    acknowledged_messages: acknowledged.length,
    notifications: { expected: total(), delivered: delivered() },
  };
}

/** The rate is stepped up until a step has an error, falls behind or passes 1 s at p99; the peak is the last clean step. */
export async function findPeak(world, bases, stepSeconds) {
  const steps = [];
  let peak = 0;
  for (const rate of RATES) {
    const step = await replay(world, bases, rate, stepSeconds);
    steps.push({
      rate,
      achieved: step.achieved_rate,
      errors: step.errors,
      p99_ms: step.p99_ms,
      ...(step.errors ? { error_samples: step.error_samples } : {}),
    });
    const clean = step.errors === 0 && step.achieved_rate >= 0.95 * rate && step.p99_ms <= STEP_P99_LIMIT_MS;
    if (!clean) break;
    peak = rate;
    await sleep(1000);
  }
  if (peak === 0) throw new Error(`no clean step: ${JSON.stringify(steps)}`);
  return { peak, steps };
}
