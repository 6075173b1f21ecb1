import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';

export interface MetricsListener {
  /** The address it listens on (the port chosen when 0 was asked in tests). */
  url: string;
  close(): Promise<void>;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on an address of its own, never on the app's: loopback by default, so only the machine's own
 * Prometheus (or an SSH tunnel) reaches it; when METRICS_HOST exposes it, config.ts requires METRICS_TOKEN and every
 * scrape must send it as a bearer token. A plain node:http server: no session, CSRF or rate limit to pass.
 */
export async function startMetricsListener(options: {
  host: string;
  port: number;
  token?: string;
  registries: Registry[];
}): Promise<MetricsListener> {
  const registry = Registry.merge(options.registries);
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    if (options.token && !tokenMatches(request.headers.authorization, options.token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('A bearer token is required.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
