import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contracts/common/route-map';
import { buildTestApp, type TestApp } from './app';

/** Every `contracts/<domain>/routes.ts`, by domain. */
async function declaredEndpoints(): Promise<{ domain: string; name: string; endpoint: Endpoint }[]> {
  const contracts = path.resolve('contracts');
  const domains = readdirSync(contracts, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'format');
  const found: { domain: string; name: string; endpoint: Endpoint }[] = [];
  for (const { name: domain } of domains) {
    if (!readdirSync(path.join(contracts, domain)).includes('routes.ts')) continue;
    const module = (await import(path.join(contracts, domain, 'routes.ts'))) as Record<string, Record<string, Endpoint>>;
    for (const routes of Object.values(module))
      for (const [name, endpoint] of Object.entries(routes)) found.push({ domain, name, endpoint });
  }
  return found;
}

describe('the route map', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('has a registered route for every declared endpoint (a declaration the server does not serve fails here)', async () => {
    const declared = await declaredEndpoints();
    expect(declared.length).toBeGreaterThan(0);
    const served = new Set(t.routes.map((route) => `${route.method} ${route.url}`));
    const unserved = declared.filter(({ endpoint }) => !served.has(`${endpoint.method} /api${endpoint.path}`));
    expect(unserved.map(({ domain, name, endpoint }) => `${domain}.${name}: ${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });
});
