/**
 * Each member-driven action's own limit (config.actionLimit, server/platform/http/action-limit.ts; issue #29 finding
 * 10): past its number a route answers 429 with Retry-After and a message naming the limit, only for that member, and
 * the allowance comes back when the window has passed. The limiter runs on a clock the test moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { buildUser } from './factories';
import type { NewUserRow, UserRow } from '../modules/users/users.table';
import { multipartParts, SAMPLE_FILES } from './http';
import { createRateLimiter, type RateLimiter } from '../platform/rate-limiter';
import type { ActionLimit } from '../platform/http/action-limit';
import { CUSTOMIZATION_UPDATES, PRACTICE_AREA_UPDATES } from '../modules/customization/customization.routes';
import { VALUATE_CALLS } from '../modules/valuations/valuate.routes';
import { VALUATION_SAVES } from '../modules/valuations/valuations.routes';
import { INTRODUCTION_REQUESTS } from '../modules/find-users/find-users.routes';
import { ACCESS_REQUESTS, SUPPORT_CHATS } from '../modules/chats/chats.routes';
import { VERIFICATION_SUBMISSIONS } from '../modules/verifications/verifications.routes';
import { EXPERT_BOOKINGS } from '../modules/experts/experts.routes';
import { PROFILE_UPDATES } from '../modules/auth/profile-information.routes';
import { CONTACT_CORRECTIONS } from '../modules/auth/verification.routes';

let t: TestApp;
let clock = new Date('2030-03-04T10:00:00Z');
beforeAll(async () => {
  // The app's limiter, on the test's clock; built once the test database exists.
  const built: { limiter?: RateLimiter } = {};
  const on = () => built.limiter!;
  t = await buildTestApp({
    limiter: {
      hit: (...args) => on().hit(...args),
      consume: (...args) => on().consume(...args),
      peek: (key) => on().peek(key),
      reset: (key) => on().reset(key),
    },
  });
  built.limiter = createRateLimiter(t.database.db, () => clock);
});
afterAll(() => t.close());

type Send = (
  headers: Record<string, string>,
  user: UserRow,
) => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): { message: string } }>;

const json =
  (method: 'POST' | 'PUT', url: string, payload: (user: UserRow) => object): Send =>
  (headers, user) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload: payload(user) });

const INPUTS = { practice_areas: ['estate_planning'], gross_revenues: [900_000, 800_000, 700_000], sde: 300_000 };

/** Each limit, one request that passes validation (what the handler then answers does not matter), and who sends it. */
const CASES: { limit: ActionLimit; route: string; send: Send; member?: Partial<NewUserRow> }[] = [
  {
    limit: CUSTOMIZATION_UPDATES,
    route: 'PUT /user/buyer-customization',
    send: json('PUT', '/user/buyer-customization', () => ({ states: ['WY'] })),
  },
  {
    limit: PRACTICE_AREA_UPDATES,
    route: 'POST /user/practice-areas',
    send: json('POST', '/user/practice-areas', () => ({ practice_areas: ['tax'] })),
  },
  { limit: VALUATE_CALLS, route: 'POST /valuations/valuate', send: json('POST', '/valuations/valuate', () => INPUTS) },
  { limit: VALUATION_SAVES, route: 'POST /valuations', send: json('POST', '/valuations', () => ({ inputs: INPUTS })) },
  {
    limit: INTRODUCTION_REQUESTS,
    route: 'POST /introductions',
    send: json('POST', '/introductions', () => ({ unique_id: 'NOBODY', listing_id: 999_999 })),
  },
  { limit: ACCESS_REQUESTS, route: 'POST /chats/create-match', send: json('POST', '/chats/create-match', () => ({ listing_id: 999_999 })) },
  {
    limit: SUPPORT_CHATS,
    route: 'POST /chats',
    send: json('POST', '/chats', () => ({ subject: 'A question', message: 'How do I list?' })),
  },
  {
    limit: EXPERT_BOOKINGS,
    route: 'POST /bookings',
    send: json('POST', '/bookings', () => ({ expert_id: 999_999, starts_at: '2030-03-05T16:00:00Z', topic: 'Selling my practice' })),
  },
  {
    limit: VERIFICATION_SUBMISSIONS,
    route: 'POST /verifications',
    send: (headers) => {
      const form = multipartParts([
        { name: 'level', data: 'VLP' },
        { name: 'funds_amount', data: '$1,250,000' },
        { name: 'documents[]', filename: 'letter.pdf', type: 'application/pdf', data: SAMPLE_FILES.pdf },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/verifications', headers: { ...headers, ...form.headers }, payload: form.payload });
    },
  },
  {
    limit: PROFILE_UPDATES,
    route: 'PUT /auth/user/profile-information',
    send: json('PUT', '/auth/user/profile-information', (user) => ({
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone,
    })),
  },
  {
    limit: CONTACT_CORRECTIONS,
    route: 'PUT /auth/unverified-contact/update',
    send: json('PUT', '/auth/unverified-contact/update', (user) => ({ email: `new-${user.id}@example.com` })),
    member: { emailVerifiedAt: null },
  },
];

describe('per-action limits', () => {
  it.each(CASES)(
    '$route: $limit.max per member, then 429 with Retry-After; another member is unaffected',
    async ({ limit, send, member }) => {
      const user = await buildUser(t.database.db, { userType: 'buying', ...member });
      const headers = await t.loginAs(user.id);
      for (let i = 0; i < limit.max; i++) {
        const res = await send(headers, user);
        expect(res.statusCode, `request ${i + 1}: ${JSON.stringify(res.json())}`).not.toBe(429);
        expect(res.statusCode, `request ${i + 1}`).toBeLessThan(500);
      }
      const refused = await send(headers, user);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(limit.windowMs / 1000);
      expect(refused.json().message).toMatch(
        new RegExp(`^You have ${limit.doing} too often: the limit is ${limit.max} times .+ Please try again in `),
      );

      const other = await buildUser(t.database.db, { userType: 'buying', ...member });
      expect((await send(await t.loginAs(other.id), other)).statusCode).not.toBe(429);
    },
  );

  it('is a fixed window: the allowance comes back once it has passed, and the wait is said in words', async () => {
    const user = await buildUser(t.database.db, { userType: 'buying' });
    const headers = await t.loginAs(user.id);
    const save = () => t.app.inject({ method: 'PUT', url: '/api/user/buyer-customization', headers, payload: { states: ['WY'] } });
    for (let i = 0; i < CUSTOMIZATION_UPDATES.max; i++) expect((await save()).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 20 * 60_000);
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(40 * 60));
    expect(refused.json().message).toBe(
      'You have changed your preferences too often: the limit is 20 times an hour. Please try again in 40 minutes.',
    );
    clock = new Date(clock.getTime() + 40 * 60_000);
    expect((await save()).statusCode).toBe(200);
  });

  it('shares one allowance between both customizations; practice areas have their own, as the web sends both on a save', async () => {
    const user = await buildUser(t.database.db, { userType: 'buying' });
    const headers = await t.loginAs(user.id);
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api${url}`, headers, payload });
    const areas = () => t.app.inject({ method: 'POST', url: '/api/user/practice-areas', headers, payload: { practice_areas: ['tax'] } });
    for (let i = 0; i < 10; i++) {
      expect((await areas()).statusCode).toBe(200);
      expect((await put('/user/buyer-customization', { states: [] })).statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i++) expect((await put('/user/seller-customization', { state: 'TX' })).statusCode).toBe(200);
    expect((await put('/user/seller-customization', { state: 'TX' })).statusCode).toBe(429);
    // The method-override twin (POST with _method=PUT) spends the same allowance.
    const twin = await t.app.inject({
      method: 'POST',
      url: '/api/user/buyer-customization',
      headers,
      payload: { _method: 'PUT', states: [] },
    });
    expect(twin.statusCode).toBe(429);
    for (let i = 0; i < 10; i++) expect((await areas()).statusCode).toBe(200);
    expect((await areas()).statusCode).toBe(429);
  });

  it('spends nothing on a request refused as invalid', async () => {
    const user = await buildUser(t.database.db, { userType: 'buying' });
    const headers = await t.loginAs(user.id);
    for (let i = 0; i < CUSTOMIZATION_UPDATES.max + 5; i++) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/user/buyer-customization', headers, payload: { states: ['XX'] } });
      expect(res.statusCode).toBe(422);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/buyer-customization', headers, payload: { states: [] } })).statusCode).toBe(
      200,
    );
  });
});
