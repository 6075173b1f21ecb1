import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplace } from '../../test/marketplace';
import { recordingRealtime } from '../../test/realtime';
import { chatClient } from '../../modules/chats/chats.test-support';
import { messages } from '../../modules/chats/messages.table';
import { buildTestApp, type TestApp } from '../../test/app';
import { connectDatabase, runMigrations } from './database';
import { ensureDatabase, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';

/**
 * Issue #16: with the embedded PostgreSQL killed (kill -9 of its postmaster) while the app serves, every request
 * answered 500 for as long as it was watched and the server was never restarted. Now the app restarts it, answers
 * 503 with Retry-After meanwhile, and loses no acknowledged write.
 */
let dataDir: string;
let embedded: EmbeddedDatabase;
let t: TestApp;
const gaveUp: string[] = [];
const logged: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-db-loss-'));
  await chmod(dataDir, 0o755); // the postgres user must traverse it when we are root
  embedded = await startEmbeddedDatabase(dataDir, (line) => logged.push(line), { onGiveUp: (reason) => gaveUp.push(reason) });
  const database = connectDatabase(await ensureDatabase(embedded.url, 'lexchange'), { max: 5, log: (line) => logged.push(line) });
  await runMigrations(database);
  t = await buildTestApp({ realtime: recordingRealtime() }, {}, { database });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  ms: number;
  at: number;
  retryAfter?: string;
  body: string;
}

describe('losing the embedded PostgreSQL', () => {
  it('restarts it, answers 503 with Retry-After meanwhile (never 500, never a hang), and loses no acknowledged write', async () => {
    const http = chatClient(t);
    const m = await marketplace(t);
    const chatId: number = (await http.requestMatch(m.as.buyer, m.listing.id)).json().id;
    await http.answer(m.as.seller, chatId, 'accepted');
    expect((await http.send(m.as.buyer, chatId, 'before the kill')).statusCode).toBe(201);

    const acknowledged: string[] = [];
    const answers: Answer[] = [];
    const health: Answer[] = [];
    let killedAt = 0;
    let stop = false;
    const started = Date.now();

    /** A writer: one message after another, as fast as the app answers. */
    async function writer(name: string) {
      for (let i = 0; !stop; i++) {
        const body = `${name} ${i}`;
        const sentAt = Date.now();
        const res = await http.send(m.as.buyer, chatId, body);
        answers.push({
          status: res.statusCode,
          ms: Date.now() - sentAt,
          at: sentAt,
          retryAfter: res.headers['retry-after'] as string,
          body: res.body,
        });
        if (res.statusCode === 201) acknowledged.push(body);
        if (res.statusCode === 503) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    async function prober() {
      while (!stop) {
        const sentAt = Date.now();
        const res = await t.app.inject({ method: 'GET', url: '/api/health' });
        health.push({
          status: res.statusCode,
          ms: Date.now() - sentAt,
          at: sentAt,
          retryAfter: res.headers['retry-after'] as string,
          body: res.body,
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const running = [writer('a'), writer('b'), writer('c'), prober()];

    await new Promise((resolve) => setTimeout(resolve, 500));
    const pid = embedded.pid()!;
    expect(pid).toBeGreaterThan(0);
    killedAt = Date.now();
    process.kill(pid, 'SIGKILL');

    // Back within 5 s: a write is acknowledged again after the kill.
    const deadline = killedAt + 10_000;
    while (
      Date.now() < deadline &&
      !answers.some((a) => a.status === 201 && a.at > killedAt && answers.some((b) => b.status === 503 && b.at < a.at))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(running);

    const afterKill = answers.filter((a) => a.at >= killedAt);
    const unavailable = afterKill.filter((a) => a.status === 503);
    const firstBack = afterKill.find((a) => a.status === 201 && unavailable.some((u) => u.at < a.at));
    const recoveryMs = firstBack ? firstBack.at + firstBack.ms - killedAt : Infinity;
    const times = unavailable.map((a) => a.ms).sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)];
    console.info(
      `[database loss] ${answers.length} writes in ${Date.now() - started} ms, ${acknowledged.length} acknowledged; ` +
        `${unavailable.length} answered 503 (median ${times[Math.floor(times.length / 2)]} ms, p95 ${p95} ms, slowest ${times.at(-1)} ms); ` +
        `writes acknowledged again ${recoveryMs} ms after the kill. ${logged.join('; ')}`,
    );

    // Only 201 or 503: never a 500, and every 503 in the API's error shape with Retry-After.
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(answer.body)).toEqual({
        message: expect.stringMatching(/^Lexchange is briefly unavailable\. Please try again in \d+ seconds?\.$/),
      });
    }
    // Answered at once while down (the issue saw hangs up to 5 s): nearly all within a second on a loaded test machine,
    // and none later than the 3 s a new connection may take (database.ts) — a write whose connection was opening as
    // PostgreSQL restarted waits for that attempt (1.7 s once in ~20 runs).
    expect(p95).toBeLessThan(1000);
    expect(times.at(-1)).toBeLessThan(3500);
    // 5 s (issue #16) on a machine with a core to spare; PostgreSQL's end-of-recovery checkpoint fsyncs, which a
    // machine loaded beyond its cores slows down in proportion.
    const overload = Math.max(1, os.loadavg()[0]! / os.availableParallelism());
    expect(recoveryMs).toBeLessThan(5000 * Math.min(overload, 4));
    expect(embedded.pid()).not.toBe(pid);
    expect(gaveUp).toEqual([]);

    // The health probe said so, and says ok again.
    expect(health.some((h) => h.status === 503 && JSON.parse(h.body).database === 'unreachable' && Number(h.retryAfter) > 0)).toBe(true);
    expect(health.at(-1)!.status).toBe(200);

    // Every acknowledged write is there after the restart.
    const stored = new Set(
      (await t.database.db.select({ body: messages.body }).from(messages).where(eq(messages.chatId, chatId))).map((row) => row.body),
    );
    expect(acknowledged.filter((body) => !stored.has(body))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(3);

    // The log says what happened, and never a statement or its values.
    expect(logged.some((line) => line.includes('restarting it'))).toBe(true);
    expect(logged.some((line) => line.includes('running again'))).toBe(true);
  }, 60_000);
});

describe('an embedded PostgreSQL that cannot be restarted', () => {
  it('is given up after a few tries with a one-line reason (the process then exits non-zero)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lexchange-db-giveup-'));
    await chmod(dir, 0o755);
    const reasons: string[] = [];
    const server = await startEmbeddedDatabase(dir, () => {}, {
      onGiveUp: (reason) => reasons.push(reason),
      restartDelaysMs: [0, 50, 100],
    });
    try {
      // PostgreSQL refuses a data directory others may read: every restart fails at once.
      await chmod(path.join(dir, 'pg'), 0o755);
      process.kill(server.pid()!, 'SIGKILL');
      const deadline = Date.now() + 20_000;
      while (reasons.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(/^the embedded PostgreSQL stopped and could not be restarted after 3 tries: .*permissions/);
      expect(reasons[0]).not.toContain('\n');
    } finally {
      await chmod(path.join(dir, 'pg'), 0o700);
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
