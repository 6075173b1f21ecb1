import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { purgeDeletedListings } from './listing-lifecycle.service';
import { caller, listingActors, listingOf, multipart, SAMPLE_FILES } from './listings.test-support';
import { listingFiles } from './listings.table';

let t: TestApp;
let actors: Awaited<ReturnType<typeof listingActors>>;
beforeAll(async () => {
  t = await buildTestApp();
  actors = await listingActors(t);
});
afterAll(() => t.close());

const status = async (id: number) => (await caller(t, actors.admin.headers)('GET', `/listings/${id}`)).json().status as string;

describe('listing lifecycle', () => {
  it('staff approve a pending listing; the owner cannot approve their own', async () => {
    const listing = await listingOf(t, actors.seller.user, { status: 'pending' });
    const own = await caller(t, actors.seller.headers)('PUT', `/listings/enable/${listing.id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('A listing pending review is enabled by staff.');
    const res = await caller(t, actors.admin.headers)('PUT', `/listings/enable/${listing.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The listing is now active.', listing: { status: 'active' } });
  });

  it('the owner disables with a reason and re-enables', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const api = caller(t, actors.seller.headers);
    const res = await api('POST', `/listings/disable/${listing.id}`, { _method: 'PUT', reason: 'sold_elsewhere' });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ status: 'disabled', management: { disabled_reason: 'sold_elsewhere' } });
    expect((await api('PUT', `/listings/enable/${listing.id}`)).json().listing.status).toBe('active');
  });

  it('needs a note for the reason other, and a known reason', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const api = caller(t, actors.seller.headers);
    expect((await api('PUT', `/listings/disable/${listing.id}`, { reason: 'other' })).statusCode).toBe(422);
    expect((await api('PUT', `/listings/disable/${listing.id}`, { reason: 'bored' })).statusCode).toBe(422);
    const res = await api('PUT', `/listings/disable/${listing.id}`, { reason: 'other', note: 'Merging with a partner' });
    expect(res.json().listing.management).toMatchObject({ disabled_reason: 'other', disabled_note: 'Merging with a partner' });
  });

  it('refuses to disable a draft or enable an active listing', async () => {
    const draft = await listingOf(t, actors.seller.user, { status: 'draft' });
    const active = await listingOf(t, actors.seller.user);
    expect((await caller(t, actors.seller.headers)('PUT', `/listings/disable/${draft.id}`, { reason: 'paused' })).statusCode).toBe(409);
    expect((await caller(t, actors.admin.headers)('PUT', `/listings/enable/${active.id}`)).statusCode).toBe(409);
  });

  it('staff feedback sends the listing back to draft with the message', async () => {
    const listing = await listingOf(t, actors.seller.user, { status: 'pending' });
    const res = await caller(t, actors.admin.headers)('POST', `/listings/feedback/${listing.id}`, { _method: 'PUT', message: 'Please add <b>last year</b> revenue' });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ status: 'draft', management: { feedback_message: 'Please add <b>last year</b> revenue' } });
    const seen = await caller(t, actors.seller.headers)('GET', `/listings/${listing.id}`);
    expect(seen.json().management.feedback_message).toBe('Please add <b>last year</b> revenue');
  });

  it('feedback is staff only', async () => {
    const listing = await listingOf(t, actors.seller.user, { status: 'pending' });
    expect((await caller(t, actors.seller.headers)('PUT', `/listings/feedback/${listing.id}`, { message: 'x' })).statusCode).toBe(403);
  });

  it('delete needs a reason, hides the listing at once, and keeps it 30 days', async () => {
    const listing = await listingOf(t, actors.seller.user);
    const api = caller(t, actors.seller.headers);
    expect((await api('DELETE', `/listings/${listing.id}`, {})).statusCode).toBe(422);
    const res = await api('DELETE', `/listings/${listing.id}`, { reason: 'Changed my mind' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The listing was deleted.' });
    expect((await api('GET', `/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await caller(t, actors.admin.headers)('GET', `/listings/${listing.id}`)).statusCode).toBe(404);
    expect(await purgeDeletedListings(t.deps)).toBe(0);
    const later = { ...t.deps, now: () => new Date(Date.now() + 31 * 86_400_000) };
    expect(await purgeDeletedListings(later)).toBeGreaterThanOrEqual(1);
  });

  it('lists the seller’s own listings by status, and all of them for staff', async () => {
    const mine = await listingOf(t, actors.seller.user, { status: 'pending' });
    const theirs = await listingOf(t, actors.otherSeller.user, { status: 'pending' });
    const own = (await caller(t, actors.seller.headers)('GET', '/listings/status/pending')).json();
    expect(own.data.map((l: { id: number }) => l.id)).toContain(mine.id);
    expect(own.data.map((l: { id: number }) => l.id)).not.toContain(theirs.id);
    const staff = (await caller(t, actors.admin.headers)('GET', '/listings/status/pending?per_page=50')).json();
    expect(staff.data.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await status(mine.id)).toBe('pending');
  });
});

describe('deleting a user', () => {
  it('deletes their listings and stored files', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const listing = await listingOf(t, seller);
    const form = multipart([{ name: 'financials_needed', filename: 'pnl.pdf', data: SAMPLE_FILES.pdf }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/listings/${listing.id}/files`, headers: { ...(await t.loginAs(seller.id)), ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode).toBe(200);
    const res = await caller(t, actors.admin.headers)('DELETE', `/users/${seller.id}`, { confirm_name: `${seller.firstName} ${seller.lastName}` });
    expect(res.statusCode).toBe(200);
    expect((await caller(t, actors.admin.headers)('GET', `/listings/${listing.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(listingFiles)).toEqual([]);
  });
});
