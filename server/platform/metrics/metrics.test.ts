import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { instanceGauges } from './instance-gauges';
import { startMetricsListener, type MetricsListener } from './metrics-listener';
import { metricsRegistry } from './registry';

const TOKEN = 'a-scrape-token-of-32-characters!';

/** One sample's value from the text format, or 0 when the series is absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics', () => {
  let t: TestApp;
  let open: MetricsListener;
  let guarded: MetricsListener;

  beforeAll(async () => {
    t = await buildTestApp();
    const registries = [metricsRegistry, instanceGauges(t.database, t.deps.jobs)];
    open = await startMetricsListener({ host: '127.0.0.1', port: 0, registries });
    guarded = await startMetricsListener({ host: '127.0.0.1', port: 0, token: TOKEN, registries: [metricsRegistry] });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
    await t.close();
  });

  const scrape = async () => (await fetch(`${open.url}/metrics`)).text();

  it('counts requests by route template and status, never by raw path', async () => {
    const before = await scrape();
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    for (const id of [918273, 918274]) await t.app.inject({ method: 'GET', url: `/api/listings/${id}`, headers });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/5550123' });
    await t.app.inject({ method: 'GET', url: '/api/health' });

    const after = await scrape();
    const name = 'lexchange_http_request_duration_seconds_count';
    const listing = 'route="/api/listings/:id",method="GET",status="404"';
    expect(after).toMatch(/^# TYPE lexchange_http_request_duration_seconds histogram$/m);
    expect(sample(after, name, listing) - sample(before, name, listing)).toBe(2);
    expect(sample(after, name, 'route="/api/health",method="GET",status="200"')).toBeGreaterThanOrEqual(1);
    expect(sample(after, name, 'route="unmatched",method="GET",status="404"')).toBeGreaterThanOrEqual(1);
    expect(after).not.toMatch(/918273|5550123|no-such-thing/);
  });

  it('counts refused logins', async () => {
    const before = sample(await scrape(), 'lexchange_login_failures_total', 'step="password"');
    const visitor = await t.loginAs(null);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: visitor,
      payload: { email: 'nobody@example.test', password: 'not the password' },
    });
    expect(res.statusCode).toBe(422);
    expect(sample(await scrape(), 'lexchange_login_failures_total', 'step="password"')).toBe(before + 1);
  });

  it('counts e-mails and SMS handed to their transport', async () => {
    const text = async () => await scrape();
    const mailBefore = sample(await text(), 'lexchange_messages_sent_total', 'channel="mail",outcome="sent"');
    const smsBefore = sample(await text(), 'lexchange_messages_sent_total', 'channel="sms",outcome="sent"');
    await t.deps.mail.send({ to: 'a@example.test', subject: 'Hello', text: 'Hello' });
    await t.deps.sms.send({ to: '+15551234567', body: 'Hello' });
    const after = await text();
    expect(sample(after, 'lexchange_messages_sent_total', 'channel="mail",outcome="sent"')).toBe(mailBefore + 1);
    expect(sample(after, 'lexchange_messages_sent_total', 'channel="sms",outcome="sent"')).toBe(smsBefore + 1);
  });

  it('is not served by the app, asks for the token when one is set, and serves nothing else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);

    const without = await fetch(`${guarded.url}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer');
    expect((await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-32-characters!!!!' } })).status).toBe(
      401,
    );
    const withToken = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect((await fetch(`${open.url}/`)).status).toBe(404);
    expect((await fetch(`${open.url}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('listens on loopback unless a token guards it', () => {
    const base = { NODE_ENV: 'test' as const, DATA_DIR: t.dataDir };
    expect(loadConfig(base).metrics).toEqual({ host: '127.0.0.1', port: 9464, token: undefined });
    expect(() => loadConfig({ ...base, METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_HOST: 0.0.0.0 is not loopback; set METRICS_TOKEN/);
    expect(loadConfig({ ...base, METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).metrics.host).toBe('0.0.0.0');
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reports the database, its connections, the sockets and the queue', async () => {
    const text = await scrape();
    expect(text).toMatch(/^lexchange_database_up 1$/m);
    expect(text).toMatch(/^lexchange_database_connections\{state="open"\} [1-9]/m);
    expect(text).toMatch(/^lexchange_database_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^lexchange_database_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^lexchange_realtime_sockets \d+$/m);
    expect(text).toMatch(/^# TYPE lexchange_job_queue_depth gauge$/m);
    expect(text).toMatch(/^# TYPE lexchange_job_failures_total counter$/m);
    expect(text).toMatch(/^# TYPE lexchange_rate_limit_refusals_total counter$/m);

    t.database.availability.markDown('test');
    try {
      expect(await scrape()).toMatch(/^lexchange_database_up 0$/m);
    } finally {
      t.database.availability.close(); // ends the probe's retries (the last test: the app stays answering 503)
    }
  });
});
