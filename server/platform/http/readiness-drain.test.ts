import { describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded';
import { appDataDir } from '../../test/app-process';

const dataDir = appDataDir('lexchange-drain-');

const statusOf = (url: string) =>
  fetch(url).then(
    async (res) => ({ status: res.status, body: (await res.text()) as string }),
    () => ({ status: 0, body: '' }),
  );

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the built app on SIGTERM', () => {
  it('says not ready at the start of the drain while it still serves, then stops; metrics on their own loopback port', async () => {
    const metricsPort = await freePort();
    const app = await dataDir.start({ SEED_DEMO: '0', SHUTDOWN_DRAIN_MS: '3000', METRICS_PORT: String(metricsPort) });
    const ready = await until(
      () => statusOf(`${app.url}/api/ready`),
      (res) => res.status === 200,
      30_000,
    );
    expect(ready.status).toBe(200);

    const metrics = await statusOf(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/^lexchange_http_request_duration_seconds_count\{route="\/api\/ready",method="GET",status="200"\} \d+$/m);
    expect(metrics.body).toMatch(/^lexchange_database_up 1$/m);
    // The app's own port answers /metrics with the web app's page, never the figures.
    expect((await statusOf(`${app.url}/metrics`)).body).not.toContain('lexchange_http_request');

    process.kill(app.pid, 'SIGTERM');
    const draining = await until(
      () => statusOf(`${app.url}/api/ready`),
      (res) => res.status === 503,
      2_000,
    );
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toMatchObject({ status: 'not-ready', checks: { shutdown: 'draining' } });
    // Still serving: a load balancer that has not noticed yet loses nothing.
    expect((await statusOf(`${app.url}/api/health`)).status).toBe(200);

    const gone = await until(
      () => statusOf(`${app.url}/api/health`),
      (res) => res.status === 0,
      30_000,
    );
    expect(gone.status).toBe(0);
    expect(app.output()).toContain('shutting down: draining requests');
  }, 120_000);
});
