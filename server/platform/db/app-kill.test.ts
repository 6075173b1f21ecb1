import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { chatClient } from '../../modules/chats/chats.test-support';
import { DEMO_PASSWORD } from '../../seed/demo';
import { appDataDir, overHttp, queryDataDir, signIn } from '../../test/app-process';

/**
 * Issue #16 (measured 2026-11-24, kept as a test): `kill -9` of the app during a stream of message POSTs loses no
 * acknowledged message, and the restarted app answers /api/health within seconds (the embedded server the killed app
 * left running is stopped and started again by the new one).
 */
const dataDir = appDataDir('lexchange-app-kill-');

describe('kill -9 of the app during a stream of writes', () => {
  it('keeps every acknowledged message and answers again within seconds of the restart', async () => {
    const first = await dataDir.start();
    const http = chatClient(overHttp(first.url));
    const buyer = await signIn(overHttp(first.url), 'daniel.okafor@example.com', DEMO_PASSWORD);
    const chats = (await http.get('/api/chats', buyer)).json();
    const chatId: number = chats.data.find(
      (chat: { type: string; status: string }) => chat.type === 'match' && chat.status === 'accepted',
    ).id;

    const acknowledged: string[] = [];
    const statuses = new Map<string, number>();
    let unanswered = 0;
    let killed = false;
    async function writer(name: string) {
      for (let i = 0; !killed; i++) {
        const body = `kill test ${name} ${i}`;
        try {
          const res = await http.send(buyer, chatId, body);
          statuses.set(String(res.statusCode), (statuses.get(String(res.statusCode)) ?? 0) + 1);
          if (res.statusCode >= 200 && res.statusCode < 300) acknowledged.push(body);
        } catch {
          unanswered++; // the connection died with the app: never acknowledged
        }
      }
    }
    const writers = [writer('a'), writer('b'), writer('c')];
    // Kill in the middle of the stream, once a fair number of writes were acknowledged (polled, not slept).
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    const dying = first.kill();
    killed = true; // the writes in flight now are cut off; no new ones start
    await dying;
    await Promise.all(writers);

    const second = await dataDir.start();
    const stored = new Set(
      (await queryDataDir<{ body: string }>(dataDir.path(), `select body from messages where chat_id = ${chatId}`)).map((row) => row.body),
    );
    const lost = acknowledged.filter((body) => !stored.has(body));
    console.info(
      `[app kill -9] ${acknowledged.length} messages acknowledged before the kill (answers ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `${unanswered} cut off); ${lost.length} lost; the restart answered /api/health ${second.readyMs} ms after spawn ` +
        `(first start ${first.readyMs} ms, with the demo seed).`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(lost).toEqual([]);
    // Seconds on a machine with a core to spare (0.9 s measured for the issue); a loaded test machine slows the node
    // start and PostgreSQL's recovery in proportion.
    const overload = Math.max(1, os.loadavg()[0]! / os.availableParallelism());
    expect(second.readyMs).toBeLessThan(5000 * Math.min(overload, 4));
    // The restarted app serves the chat with the messages in it.
    const again = chatClient(overHttp(second.url));
    const buyerAgain = await signIn(overHttp(second.url), 'daniel.okafor@example.com', DEMO_PASSWORD);
    expect((await again.messages(buyerAgain, chatId)).statusCode).toBe(200);
  }, 120_000);
});
