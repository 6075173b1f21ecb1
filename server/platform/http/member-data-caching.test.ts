/**
 * Issue #29, finding 7: answers that carry a member's data were kept by browsers (`private, no-cache` on the page a
 * server draws, nothing on the API), so history and the back-forward cache could show them after sign-out on a
 * shared computer. They are `no-store`; files anyone may cache keep their own header.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildListing, buildUser } from '../../test/factories';

const t = useTestApp();
let member: Record<string, string>;
let listingId: number;
beforeAll(async () => {
  const seller = await buildUser(t.database.db, { userType: 'selling' });
  listingId = (await buildListing(t.database.db, { owner: seller })).id;
  member = await t.loginAs((await buildUser(t.database.db)).id);
});

/** Files that are the same for everyone, and may be kept. */
const CACHEABLE = new Set(['/api/avatars/initials.svg']);

describe('API answers to a signed-in member', () => {
  it('are never stored: every GET of the route table, whatever it answers', async () => {
    const gets = t.routes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/') && !CACHEABLE.has(route.url));
    expect(gets.length).toBeGreaterThan(50);
    for (const route of gets) {
      const url = route.url.replace(/:\w+/g, String(listingId));
      const res = await t.app.inject({ method: 'GET', url, headers: member });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(String(res.headers['cache-control']).split(/,\s*/), `${url} (${res.statusCode})`).toContain('no-store');
    }
  });

  it('are never stored for writes, refusals and unknown paths either', async () => {
    const answers = await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: '/api/onboarding/status',
        headers: member,
        payload: { onboarding_status: { tours: {}, active_tour: null } },
      }),
      t.app.inject({ method: 'PUT', url: '/api/onboarding/status', headers: member, payload: { onboarding_status: 'nonsense' } }),
      t.app.inject({ method: 'GET', url: '/api/listings/99999999', headers: member }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: member }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 422, 404, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leave files anyone may cache as they were', async () => {
    const avatar = await t.app.inject({ method: 'GET', url: '/api/avatars/initials.svg?name=Ada%20Lovelace', headers: member });
    expect([avatar.statusCode, avatar.headers['cache-control']]).toEqual([200, 'public, max-age=604800']);
  });
});
