/**
 * Issue #18: at warn (production) Fastify runs without its own logger, so it does no per-response work for an access
 * log nobody reads; every line at warn and above must still be written, with the request id, and the access log must
 * stay at info.
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { auditLog } from './modules/audit/audit.table';
import { buildAdmin, buildUser } from './test/factories';
import { buildTestApp, type TestApp } from './test/app';

let t: TestApp;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** The whole app on the test's deps, logging to memory at a level. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const { app } = await buildApp(t.deps, { serveWeb: false, logger });
  await app.ready();
  apps.push(app);
  lines.length = 0; // start-up lines
  return { app, lines };
}

describe('the app at warn', () => {
  it('writes a request that failed with its request id and without its query, and no access lines', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const load = vi.spyOn(t.deps.sessions, 'load').mockRejectedValue(new Error('the session store broke'));
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/profile?token=hunter2&email=mary%40example.test',
        headers: { cookie: 'lexchange_session=abc', 'x-request-id': 'failing-request-1' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('failing-request-1');
    } finally {
      load.mockRestore();
    }
    expect(lines.map((line) => [line.level, line.msg, line.reqId])).toEqual([[50, 'request failed', 'failing-request-1']]);
    expect((lines[0]!.err as { message: string }).message).toBe('the session store broke');
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|mary%40|token=/);

    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    app.log.warn('from app.log'); // plugins' and the real-time fan-out's logger
    expect(lines.slice(1).map((line) => line.msg)).toEqual(['from app.log']);
  });

  it('still runs onResponse hooks: an impersonation is recorded in the audit trail', async () => {
    const { app } = await appLoggingAt('warn');
    const [adminId, userId] = [(await buildAdmin(t.database.db)).id, (await buildUser(t.database.db)).id];
    const took = await app.inject({ method: 'GET', url: `/api/impersonate/take/${userId}`, headers: await t.loginAs(adminId) });
    expect(took.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const rows = await t.database.db.select().from(auditLog);
      expect(rows.some((row) => row.staffId === adminId && row.userId === userId && row.route === '/api/impersonate/take/:id')).toBe(true);
    });
  });
});

describe('the app at info', () => {
  it("keeps Fastify's access lines with the request id", async () => {
    const { app, lines } = await appLoggingAt('info');
    const res = await app.inject({ method: 'GET', url: '/api/config', headers: { 'x-request-id': 'config-request-1' } });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(lines.map((line) => line.msg)).toContain('request completed'));
    const completed = lines.find((line) => line.msg === 'request completed')!;
    expect(completed).toMatchObject({ reqId: 'config-request-1', res: { statusCode: 200 } });
    expect(lines.find((line) => line.msg === 'incoming request')).toMatchObject({
      reqId: 'config-request-1',
      req: { method: 'GET', url: '/api/config' },
    });
  });
});
