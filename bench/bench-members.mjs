// What benches that act as members need: onboarded users with live sessions made with SQL (registration needs
// e-mail and phone codes), requests as a signed-in browser (session cookie and CSRF header), a Pusher-protocol socket
// subscribed to the user's private channel, and latency summaries. Run under `node --import tsx` (imports server code).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { URLSearchParams } from 'node:url';
import WebSocket from 'ws';
import { signedInMarkerFor, signedInMarkerName } from '../server/platform/http/coarse-rate-limit';
import { csrfTokenFor, sessionCookieName } from '../server/platform/http/session.plugin';
import { hashToken, newToken } from '../server/platform/session/session.store';
import { round } from './loopback.mjs';

// Node's own FormData (undici), as the browser's multipart body.
const { FormData } = globalThis;

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted.at(-1)),
  };
}

/** The superuser's URL of the embedded server the app runs on DATA_DIR (its port and the install's password). */
export function databaseUrl(dataDir) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) throw new Error('no embedded PostgreSQL in DATA_DIR');
  const port = readFileSync(pidFile, 'utf8').split('\n')[3].trim();
  const password = readFileSync(path.join(dataDir, 'db-superuser-password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/lexchange`;
}

/** An onboarded user of the given type and a live session for them. */
export async function createUser(sql, userType, tag) {
  const [row] = await sql`
    insert into users (unique_id, first_name, last_name, email, phone, password_hash, user_type, has_accepted_terms,
                       terms_accepted_at, email_verified_at, phone_verified_at)
    values ('LX-M' || upper(${tag + userType.slice(0, 1)}), 'Bench', ${userType}, ${`bench-${tag}-${userType}@example.test`},
            ${`555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`}, 'not-a-hash', ${userType}, true, now(), now(), now())
    returning id`;
  const token = newToken();
  await sql`insert into sessions (id, user_id, expires_at) values (${hashToken(token)}, ${row.id}, now() + interval '2 hours')`;
  return { id: row.id, token };
}

/** The headers of one signed-in browser: session cookie plus the double-submit CSRF token. */
export function signedInHeaders(sessionSecret, user) {
  const csrf = csrfTokenFor(sessionSecret, user.token);
  return {
    'x-xsrf-token': csrf,
    // The signed-in marker a login sets beside the session: without it the flood limit counts per address.
    cookie: `${sessionCookieName(false)}=${user.token}; ${signedInMarkerName(false)}=${signedInMarkerFor(sessionSecret, user.token)}; XSRF-TOKEN=${csrf}`,
    accept: 'application/json',
  };
}

/** Requests as one signed-in browser; a non-2xx answer throws. */
export function client(baseUrl, sessionSecret, user) {
  const headers = signedInHeaders(sessionSecret, user);
  return async (method, url, body) => {
    const init = { method, headers: { ...headers } };
    if (body instanceof FormData || body instanceof URLSearchParams) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${baseUrl}/api${url}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/** The recipient's socket: protocol 7, subscribed to its private channel with auth from the app's endpoint. */
export function subscribe(wsUrl, as, userId, onNotification) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    const channel = `private-user.${userId}`;
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const receivedAt = performance.now();
      const frame = JSON.parse(String(raw));
      if (frame.event === 'notification') onNotification(JSON.parse(frame.data), receivedAt);
      else if (frame.event === 'pusher:connection_established') {
        const socketId = JSON.parse(frame.data).socket_id;
        as('POST', '/broadcasting/auth', new URLSearchParams({ socket_id: socketId, channel_name: channel }))
          .then(({ auth }) => ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { auth, channel } })))
          .catch(reject);
      } else if (frame.event === 'pusher_internal:subscription_succeeded') resolve(ws);
      else if (frame.event === 'pusher:subscription_error' || frame.event === 'pusher:error') reject(new Error(frame.data));
      else if (frame.event === 'pusher:ping') ws.send('{"event":"pusher:pong","data":{}}');
    });
  });
}
