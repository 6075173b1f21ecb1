// What the benches that start the app need: a free loopback port and a wait for its health check.
import net from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(baseUrl, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${baseUrl} did not become healthy`);
}

export const round = (value) => Math.round(value * 10) / 10;

/**
 * A bench's way out: steps pushed onto `cleanups` (stop the app, drop the data dir) run in reverse on `fail` and
 * when the time limit passes.
 */
export function runGuard(name, maxSeconds) {
  const cleanups = [];
  async function cleanup() {
    for (const step of cleanups.reverse()) await step().catch(() => {});
  }
  async function fail(error) {
    console.error(`${name}: ${error.message}`);
    await cleanup();
    process.exit(1);
  }
  setTimeout(() => fail(new Error(`gave up after ${maxSeconds} s`)), maxSeconds * 1000).unref();
  return { cleanups, cleanup, fail };
}
