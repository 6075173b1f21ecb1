import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildUser } from '../../test/factories';
import { unprocessable } from '../../platform/errors';
import { csrfCheck } from '../../platform/http/csrf';
import { installErrorHandler } from '../../platform/http/error-handler';
import { installRouteTable, registerMethodOverrides } from '../../platform/http/route-table';
import sessionPlugin from '../../platform/http/session.plugin';
import { auditLog } from './audit.table';
import auditTrail from './audit.plugin';

let t: TestApp;
let probe: FastifyInstance;
let adminId: number;
let userId: number;

/** A small app with the real session, CSRF, route table and audit plugins, and write routes of every kind. */
async function buildProbeApp(deps: TestApp['deps']): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(sessionPlugin, { store: deps.sessions, secret: deps.config.sessionSecret, secure: false });
  installErrorHandler(app);
  const routes = installRouteTable(app, { csrf: csrfCheck({ secret: deps.config.sessionSecret, appUrl: deps.config.appUrl }) });
  await app.register(auditTrail, { deps });
  await app.register(
    async (api) => {
      api.post('/notes', { config: { access: 'onboarding' } }, async (_request, reply) =>
        reply.status(201).send({ id: 1, body: 'secret words' }),
      );
      api.put('/notes/:id', { config: { access: 'onboarding' } }, async () => ({ ok: true }));
      api.patch('/notes/:id', { config: { access: 'onboarding' } }, async () => {
        throw unprocessable('Nope.');
      });
      api.get('/notes', { config: { access: 'onboarding' } }, async () => []);
      api.post('/logout', { config: { access: 'onboarding' } }, async (_request, reply) => {
        await reply.endSession();
        return reply.status(204).send();
      });
    },
    { prefix: '/api' },
  );
  registerMethodOverrides(app, routes);
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await buildTestApp();
  probe = await buildProbeApp(t.deps);
  adminId = (await buildAdmin(t.database.db)).id;
  userId = (await buildUser(t.database.db)).id;
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const entries = () => t.database.db.select().from(auditLog).orderBy(auditLog.id);
/** onResponse runs once the reply is out, so the row may land just after inject resolves. */
const entriesSoon = (count: number) =>
  vi.waitFor(async () => {
    const rows = await entries();
    expect(rows).toHaveLength(count);
    return rows;
  });

describe('audit trail of impersonated writes', () => {
  it('records each successful write with the staff id, method, route pattern and status — never the body', async () => {
    const acting = await t.loginAs(userId, { impersonatorId: adminId });
    const before = (await entries()).length;
    expect(
      (await probe.inject({ method: 'POST', url: '/api/notes?x=1', headers: acting, payload: { password: 'hunter2' } })).statusCode,
    ).toBe(201);
    expect((await probe.inject({ method: 'PUT', url: '/api/notes/7', headers: acting, payload: {} })).statusCode).toBe(200);
    const rows = (await entriesSoon(before + 2)).slice(before);
    expect(rows.map(({ staffId, userId: actedAs, method, route, status }) => ({ staffId, actedAs, method, route, status }))).toEqual([
      { staffId: adminId, actedAs: userId, method: 'POST', route: '/api/notes', status: 201 },
      { staffId: adminId, actedAs: userId, method: 'PUT', route: '/api/notes/:id', status: 200 },
    ]);
    expect(JSON.stringify(rows)).not.toContain('hunter2');
  });

  it('records a method-override POST as the method it stands for', async () => {
    const acting = await t.loginAs(userId, { impersonatorId: adminId });
    const before = (await entries()).length;
    const res = await probe.inject({
      method: 'POST',
      url: '/api/notes/3',
      headers: { ...acting, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT',
    });
    expect(res.statusCode).toBe(200);
    const [row] = (await entriesSoon(before + 1)).slice(before);
    expect(row).toMatchObject({ method: 'PUT', route: '/api/notes/:id', status: 200 });
  });

  it('records a write that ends the session (logout while impersonating)', async () => {
    const acting = await t.loginAs(userId, { impersonatorId: adminId });
    const before = (await entries()).length;
    expect((await probe.inject({ method: 'POST', url: '/api/logout', headers: acting })).statusCode).toBe(204);
    const [row] = (await entriesSoon(before + 1)).slice(before);
    expect(row).toMatchObject({ staffId: adminId, userId, route: '/api/logout', status: 204 });
  });

  it('skips failed writes, reads and writes outside an impersonation', async () => {
    const acting = await t.loginAs(userId, { impersonatorId: adminId });
    const own = await t.loginAs(userId);
    const before = (await entries()).length;
    expect((await probe.inject({ method: 'PATCH', url: '/api/notes/1', headers: acting, payload: {} })).statusCode).toBe(422);
    expect((await probe.inject({ method: 'GET', url: '/api/notes', headers: acting })).statusCode).toBe(200);
    expect((await probe.inject({ method: 'POST', url: '/api/notes', headers: own, payload: {} })).statusCode).toBe(201);
    expect((await probe.inject({ method: 'POST', url: '/api/notes', headers: { cookie: acting.cookie! }, payload: {} })).statusCode).toBe(
      419,
    );
    // A marker write proves the hook ran after the skipped ones.
    expect((await probe.inject({ method: 'POST', url: '/api/notes', headers: acting, payload: {} })).statusCode).toBe(201);
    const rows = (await entriesSoon(before + 1)).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'POST', status: 201 });
  });

  it('records taking and leaving an impersonation in the real app', async () => {
    const before = (await entries()).length;
    const took = await t.app.inject({ method: 'GET', url: `/api/impersonate/take/${userId}`, headers: await t.loginAs(adminId) });
    expect(took.statusCode).toBe(200);
    const left = await t.app.inject({
      method: 'GET',
      url: '/api/impersonate/leave',
      headers: await t.loginAs(userId, { impersonatorId: adminId }),
    });
    expect(left.statusCode).toBe(200);
    const rows = (await entriesSoon(before + 2)).slice(before);
    expect(rows.map((row) => [row.staffId, row.userId, row.method, row.route])).toEqual([
      [adminId, userId, 'GET', '/api/impersonate/take/:id'],
      [adminId, userId, 'GET', '/api/impersonate/leave'],
    ]);
  });
});
