/**
 * Every /api route of the app's own route table × every kind of caller, checked against the access level the
 * route declares. New routes are picked up automatically; a handler that refuses some callers by design does so
 * with a message listed in DELIBERATE_REFUSALS.
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Access } from '../../contracts/auth/access';
import { ADMIN_ERRORS } from '../../contracts/admin/admin';
import { AUTH_MESSAGES } from '../../contracts/auth/auth';
import { LISTING_MESSAGES } from '../../contracts/listings/listings';
import { installRouteTable, type RouteRecord } from '../platform/http/route-table';
import { buildTestApp } from './app';
import { buildAdmin, buildUser } from './factories';

const CALLERS = ['visitor', 'unverified', 'buyer', 'seller', 'admin', 'impersonating admin'] as const;
type Caller = (typeof CALLERS)[number];
type Outcome = 'allowed' | 401 | 403;

const EXPECTED: Record<Access, Record<Caller, Outcome>> = {
  visitor: {
    visitor: 'allowed',
    unverified: 'allowed',
    buyer: 'allowed',
    seller: 'allowed',
    admin: 'allowed',
    'impersonating admin': 'allowed',
  },
  onboarding: {
    visitor: 401,
    unverified: 'allowed',
    buyer: 'allowed',
    seller: 'allowed',
    admin: 'allowed',
    'impersonating admin': 'allowed',
  },
  'full-access': { visitor: 401, unverified: 403, buyer: 'allowed', seller: 'allowed', admin: 'allowed', 'impersonating admin': 'allowed' },
  admin: { visitor: 401, unverified: 403, buyer: 403, seller: 403, admin: 'allowed', 'impersonating admin': 403 },
};

/**
 * 403s a handler gives on purpose after the access gate let the caller through, told apart from the gate's own
 * refusals by their exact message, each for the callers it applies to. Routes using these rules are covered
 * automatically; a new deliberate refusal gets a line here with its reason.
 */
const DELIBERATE_REFUSALS: { message: string; callers: Caller[]; why: string }[] = [
  {
    message: ADMIN_ERRORS.notImpersonating,
    callers: ['unverified', 'buyer', 'seller', 'admin'],
    why: 'leaving needs an impersonation (docs/product.md "Roles")',
  },
  { message: AUTH_MESSAGES.impersonationRefused, callers: ['impersonating admin'], why: 'staff never change credentials or 2FA as a user' },
  {
    message: LISTING_MESSAGES.sellersOnly,
    callers: ['buyer', 'impersonating admin'],
    why: 'only sellers (and staff) create listings; the impersonated user is a buyer',
  },
];

const deliberate = (caller: Caller, status: number, body: string) => {
  if (status !== 403) return false;
  const message = (JSON.parse(body) as { message?: string }).message;
  return DELIBERATE_REFUSALS.some((rule) => rule.message === message && rule.callers.includes(caller));
};

const PLACEHOLDER_ID = '999999';
const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Case {
  label: string;
  method: string;
  url: string;
  access: Access;
  body?: Record<string, unknown>;
}

const fillParams = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, PLACEHOLDER_ID).replace(/\*/g, 'placeholder');

const isOverrideTwin = (record: RouteRecord, all: RouteRecord[]) =>
  record.method === 'POST' &&
  (record.options.schema as { hide?: boolean } | undefined)?.hide === true &&
  all.some((other) => other.url === record.url && OVERRIDABLE.has(other.method));

/** Each route once; a method-override POST twin once per method it stands for, judged by that route's access. */
function casesOf(routes: RouteRecord[]): Case[] {
  const api = routes.filter((route) => route.url.startsWith('/api'));
  return api.flatMap((route): Case[] => {
    if (!isOverrideTwin(route, api))
      return [{ label: `${route.method} ${route.url}`, method: route.method, url: route.url, access: route.access }];
    return api
      .filter((target) => target.url === route.url && OVERRIDABLE.has(target.method))
      .map((target) => ({
        label: `POST ${route.url} (_method=${target.method})`,
        method: 'POST',
        url: route.url,
        access: target.access,
        body: { _method: target.method },
      }));
  });
}

const t = await buildTestApp({});
afterAll(() => t.close());
const cases = casesOf(t.routes);

/** A fresh caller (and session) per request, so a handler that logs out or changes its caller cannot leak into the next. */
async function headersFor(caller: Caller): Promise<Record<string, string>> {
  const db = t.database.db;
  switch (caller) {
    case 'visitor':
      return t.loginAs(null);
    case 'unverified':
      return t.loginAs((await buildUser(db, { emailVerifiedAt: null, phoneVerifiedAt: null, hasAcceptedTerms: false, userType: null })).id);
    case 'buyer':
      return t.loginAs((await buildUser(db, { userType: 'buying' })).id);
    case 'seller':
      return t.loginAs((await buildUser(db, { userType: 'selling' })).id);
    case 'admin':
      return t.loginAs((await buildAdmin(db)).id);
    case 'impersonating admin':
      return t.loginAs((await buildUser(db)).id, { impersonatorId: (await buildAdmin(db)).id });
  }
}

const outcomeOf = (status: number): Outcome | 'csrf refused' =>
  status === 401 || status === 403 ? status : status === 419 ? 'csrf refused' : 'allowed';

describe('permission matrix', () => {
  it('covers the staff routes and the method-override twins', () => {
    const labels = cases.map((c) => c.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /api/users',
        'GET /api/impersonate/take/:id',
        'POST /api/users/:id (_method=PUT)',
        'DELETE /api/users/:id',
      ]),
    );
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    const mismatches: string[] = [];
    for (const caller of CALLERS) {
      const expected = EXPECTED[c.access][caller];
      const res = await t.app.inject({
        method: c.method as 'GET',
        url: fillParams(c.url),
        headers: await headersFor(caller),
        ...(BODY_METHODS.has(c.method) ? { payload: c.body ?? {} } : {}),
      });
      const actual = expected === 'allowed' && deliberate(caller, res.statusCode, res.body) ? 'allowed' : outcomeOf(res.statusCode);
      if (actual !== expected) mismatches.push(`${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(mismatches, `${c.label} (access: ${c.access})`).toEqual([]);
  });
});

describe('route table', () => {
  it('refuses a route that declares no access level', async () => {
    const app = Fastify({ logger: false });
    installRouteTable(app);
    const register = async () => {
      app.get('/api/forgotten', async () => ({ ok: true }));
      await app.ready();
    };
    await expect(register()).rejects.toThrow(/declares no access level/);
    await app.close().catch(() => {});
  });

  it('accepts the same route once it declares its access', async () => {
    const app = Fastify({ logger: false });
    const records = installRouteTable(app);
    app.get('/api/declared', { config: { access: 'onboarding' } }, async () => ({ ok: true }));
    await app.ready();
    expect(records).toEqual([expect.objectContaining({ method: 'GET', url: '/api/declared', access: 'onboarding' })]);
    await app.close();
  });
});
