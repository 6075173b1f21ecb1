/**
 * Random requests to every route of the app's own route table — random path parameters, query strings, content
 * types and bodies (JSON, form, multipart, text, raw bytes, unicode, deep nesting, prototype-pollution keys) — from
 * every kind of caller, with a valid CSRF token when logged in. No request may get a 5xx, an error outside the
 * API's `{ message, errors }` shape or a stack trace, or pollute Object.prototype. Routes added later are fuzzed
 * without a change here.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../platform/http/route-table';
import { buildTestApp } from './app';
import { buildAdmin, buildUser } from './factories';

/** Requests per route: about FUZZ_RUNS in all (a few per route at least), so the file stays near 30 s. */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 700);
const MIN_RUNS_PER_ROUTE = 5;

const t = await buildTestApp({}, { RATE_LIMIT_PER_MINUTE: '1000000' });
afterAll(() => t.close());
const routes: RouteRecord[] = t.routes.filter((route) => route.url.startsWith('/api'));
const runsPerRoute = Math.max(MIN_RUNS_PER_ROUTE, Math.ceil(TOTAL_RUNS / Math.max(1, routes.length)));

const CALLERS = ['nobody', 'visitor', 'unverified', 'buyer', 'seller', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

/** A fresh caller and session per request, so a handler that logs out or changes its caller cannot leak into the next. */
async function headersFor(caller: Caller): Promise<Record<string, string>> {
  const db = t.database.db;
  switch (caller) {
    case 'nobody':
      return {};
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
  }
}

const NASTY = ['0', '-1', '1.5', '1e309', '99999999999999999999', 'NaN', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype', '..', '%00', '\u0000', '\u202e', '😀', "' OR 1=1 --", '<script>'];
const text = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom(...NASTY), fc.integer().map(String));
const keys = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('_method', '__proto__', 'constructor', 'prototype', 'id', 'name', 'email', 'password', 'page', 'per_page', 'sort', 'status', 'chat_id', 'filter[chat_id]', 'form_id', 'body', 'message', 'a[b][c]', '__proto__[polluted]', 'constructor[prototype][polluted]') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Path parameters: numbers, huge numbers, unicode, nasty words; mostly encoded, sometimes raw and broken. */
const segment = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(fc.nat({ max: 50 }).map(String), text).map((value) => encodeURIComponent(value) || 'x') },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%2e%2e', '%2F', ';x', 'a b') },
);

const query = fc.tuple(
  fc.array(fc.tuple(keys, fc.oneof(text, fc.constant(''))), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
  fc.constantFrom('', '', '&&', '&=', '&%', '&%zz=1', '&a[=1', '&a[b]=1&a=2', '&__proto__[x]=1'),
).map(([pairs, junk]) => pairs + junk);

const json: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(keys, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
  fc.dictionary(keys, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 6 }),
);
const POLLUTION = ['{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}', '{"a":1,"a":2}', `${'['.repeat(500)}${']'.repeat(500)}`, '{"x":' + '{"x":'.repeat(200) + '1' + '}'.repeat(201)];

const multipart = fc
  .array(
    fc.record({
      name: fc.oneof(keys, fc.constantFrom('image', 'attachments[]', 'file', 'files[]', 'financials_ready[]')),
      file: fc.option(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('a.pdf', 'x.png', '../../etc/passwd', 'a"b.txt')), fc.uint8Array({ maxLength: 200 }))),
      value: text,
    }),
    { maxLength: 4 },
  )
  .map((parts) => {
    const boundary = 'fuzzBoundary7MA4YWxk';
    const chunks: Buffer[] = parts.map(({ name, file, value }) =>
      file
        ? Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file[0]}"\r\nContent-Type: application/octet-stream\r\n\r\n`), Buffer.from(file[1]), Buffer.from('\r\n')])
        : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
  });

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'text/plain', 'application/xml', 'application/octet-stream', 'application/json; charset=utf-16', 'text/html', '*/*', ''];

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({ contentType })),
  json.map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
  fc.constantFrom(...POLLUTION).map((payload) => ({ contentType: 'application/json', payload })),
  fc.array(fc.tuple(keys, text), { maxLength: 6 }).map((pairs) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
  })),
  multipart,
  fc.string({ maxLength: 60 }).map((payload) => ({ contentType: 'text/plain', payload })),
  fc.tuple(fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.string({ maxLength: 30 })), fc.uint8Array({ maxLength: 300 })).map(([contentType, bytes]) => ({ contentType, payload: Buffer.from(bytes) })),
);

const fillPath = (url: string, values: string[]) => {
  let index = 0;
  return url.replace(/:\w+(\([^)]*\))?|\*/g, () => values[index++ % values.length] ?? 'x');
};

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join(',');

describe('every route survives random input', () => {
  it('has routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (_label, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLERS),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        query,
        body,
        fc.ipV4(),
        async (caller, segments, search, { contentType, payload }, ip) => {
          const headers: Record<string, string> = { ...(await headersFor(caller)) };
          if (contentType !== undefined) headers['content-type'] = contentType;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: fillPath(route.url, segments) + (search ? `?${search}` : ''),
            headers,
            remoteAddress: ip,
            ...(payload !== undefined ? { payload } : {}),
          });
          const context = `${caller} ${route.method} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          expect(res.body, context).not.toMatch(/\n\s+at .+:\d+:\d+/);
          if (res.statusCode >= 400) expect(Object.keys(res.json() as object).filter((key) => key !== 'message' && key !== 'errors'), context).toEqual([]);
          expect(Object.getOwnPropertyNames(Object.prototype).sort().join(','), 'Object.prototype was changed').toBe(PROTOTYPE_KEYS);
          expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
        },
      ),
      { numRuns: runsPerRoute, interruptAfterTimeLimit: 30_000 },
    );
  }, 60_000);
});
