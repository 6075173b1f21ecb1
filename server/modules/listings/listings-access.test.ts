import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { grantListingAccess, hasListingAccess, revokeListingAccess } from './listing-access';
import { caller } from '../../test/http';
import { listingActors, listingOf } from './listings.test-support';

const t = useTestApp();
let actors: Awaited<ReturnType<typeof listingActors>>;
beforeAll(async () => {
  actors = await listingActors(t);
});

describe('object-level access', () => {
  it.each(['draft', 'pending', 'disabled'])('a buyer never sees a %s listing', async (state) => {
    const listing = await listingOf(t, actors.seller.user, { status: state });
    const api = caller(t, actors.buyer.headers);
    expect((await api('GET', `/listings/${listing.id}`)).statusCode).toBe(404);
    const list = (await api('GET', '/listings?per_page=50')).json();
    expect(list.data.map((l: { id: number }) => l.id)).not.toContain(listing.id);
    expect((await api('GET', `/listings/status/${state}`)).json().data).toEqual([]);
  });

  it('a buyer without access sees only the anonymised face', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const res = await caller(t, actors.buyer.headers)('GET', `/listings/${listing.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ access: 'anonymised', confidential: null, management: null, headline: listing.headline, state: 'IL' });
    expect(JSON.stringify(body)).not.toContain(listing.firmName!);
    expect(JSON.stringify(body)).not.toContain(listing.address!);
    expect(body).not.toHaveProperty('revenue');
  });

  it('a granted buyer sees identity and answers, until the grant is revoked', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const api = caller(t, actors.buyer.headers);
    await grantListingAccess(t.database.db, { listingId: listing.id, buyerId: actors.buyer.user.id, grantedById: actors.seller.user.id });
    await grantListingAccess(t.database.db, { listingId: listing.id, buyerId: actors.buyer.user.id, grantedById: actors.seller.user.id });
    expect(await hasListingAccess(t.database.db, listing.id, actors.buyer.user.id)).toBe(true);
    const open = (await api('GET', `/listings/${listing.id}`)).json();
    expect(open).toMatchObject({ access: 'full', management: null, confidential: { firm_name: listing.firmName } });
    const granted = (await api('GET', '/listings?filter[access]=granted')).json();
    expect(granted.data.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    await revokeListingAccess(t.database.db, { listingId: listing.id, buyerId: actors.buyer.user.id });
    expect((await api('GET', `/listings/${listing.id}`)).json().confidential).toBeNull();
  });

  it.each([
    ['edit', 'PUT', (id: number) => `/listings/${id}`, { headline: 'Hijacked' }],
    ['submit', 'PUT', (id: number) => `/listings/${id}/submit`, undefined],
    ['disable', 'PUT', (id: number) => `/listings/disable/${id}`, { reason: 'paused' }],
    ['enable', 'PUT', (id: number) => `/listings/enable/${id}`, undefined],
    ['delete', 'DELETE', (id: number) => `/listings/${id}`, { reason: 'spite' }],
    ['read the stats of', 'GET', (id: number) => `/listings/${id}/stats`, undefined],
    ['read the data-room log of', 'GET', (id: number) => `/listings/${id}/data-room-log`, undefined],
  ] as const)('another seller cannot %s a listing', async (_label, method, url, body) => {
    const listing = await listingOf(t, actors.seller.user);
    const res = await caller(t, actors.otherSeller.headers)(method, url(listing.id), body);
    expect(res.statusCode).toBe(403);
    const hidden = await listingOf(t, actors.seller.user, { status: 'draft' });
    expect((await caller(t, actors.otherSeller.headers)(method, url(hidden.id), body)).statusCode).toBe(404);
    expect((await caller(t, actors.admin.headers)('GET', `/listings/${listing.id}`)).json().status).toBe('active');
  });

  it('staff can do everything', async () => {
    const listing = await listingOf(t, actors.seller.user, { status: 'draft' });
    const api = caller(t, actors.admin.headers);
    expect((await api('GET', `/listings/${listing.id}`)).json()).toMatchObject({ access: 'full', is_owner: false });
    expect((await api('PUT', `/listings/${listing.id}`, { headline: 'Tidied by staff' })).statusCode).toBe(200);
    expect((await api('PUT', `/listings/${listing.id}/submit`)).statusCode).toBe(200);
    expect((await api('PUT', `/listings/enable/${listing.id}`)).statusCode).toBe(200);
    expect((await api('PUT', `/listings/disable/${listing.id}`, { reason: 'paused' })).statusCode).toBe(200);
    expect((await api('GET', `/listings/${listing.id}/stats`)).statusCode).toBe(200);
    expect((await api('DELETE', `/listings/${listing.id}`, { reason: 'Duplicate' })).statusCode).toBe(200);
  });

  it('property: random users never reach another’s private listing data', async () => {
    const db = t.database.db;
    const owner = await buildUser(db, { userType: 'selling' });
    const listings = await Promise.all(
      ['draft', 'pending', 'active', 'disabled'].map((state) => listingOf(t, owner, { status: state, firmName: `Secret Firm ${state}` })),
    );
    const strangers = await Promise.all(
      [{ userType: 'buying' }, { userType: 'selling' }, { userType: 'other' }, { userType: 'valuing' }].map(async (fields) => {
        const user = await buildUser(db, fields);
        return t.loginAs(user.id);
      }),
    );
    const endpoints = [
      (id: number) => ['GET', `/listings/${id}`] as const,
      (id: number) => ['GET', `/listings/${id}/stats`] as const,
      (id: number) => ['GET', `/listings/${id}/data-room-log`] as const,
      (id: number) => ['GET', `/listings/${id}/files/1`] as const,
      () => ['GET', '/listings?per_page=50'] as const,
      () => ['GET', '/listings?filter[owner]=me'] as const,
      () => ['GET', '/favorites'] as const,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: strangers.length - 1 }),
        fc.integer({ min: 0, max: listings.length - 1 }),
        fc.integer({ min: 0, max: endpoints.length - 1 }),
        async (who, which, what) => {
          const listing = listings[which]!;
          const [method, url] = endpoints[what]!(listing.id);
          const res = await caller(t, strangers[who]!)(method, url);
          expect(res.body).not.toContain('Secret Firm');
          expect(res.body).not.toContain(listing.address!);
          if (listing.status !== 'active' && url === `/listings/${listing.id}`) expect(res.statusCode).toBe(404);
        },
      ),
      { numRuns: 60 },
    );
  });
});
