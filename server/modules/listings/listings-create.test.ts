import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { caller } from '../../test/http';
import { listingActors } from './listings.test-support';

const t = useTestApp();
let actors: Awaited<ReturnType<typeof listingActors>>;
beforeAll(async () => {
  actors = await listingActors(t);
});

const complete = {
  headline: 'Estate planning practice in Chicago',
  firm_name: 'Smith & Jones LLP',
  city: 'Evanston',
  practice_areas: ['estate_planning', 'probate'],
  state: 'IL',
  metro: 'Chicago',
  year_established: 1998,
  attorneys: 3,
  staff: 5,
  gross_revenues: [1_200_000, 1_100_000, 1_000_000],
  sde: 400_000,
  asking_price: 900_000,
  percentages: {
    billing_mix: { hourly: 60, fixed: 40, contingency: 0 },
    client_mix: { individuals: 90, companies: 10 },
    referral_sources: { repeat: 30, referrals: 50, web: 15, other: 5 },
  },
  litigation_services: 'no',
};

describe('creating and saving a listing', () => {
  it('creates a draft owned by the seller with partial answers', async () => {
    const res = await caller(t, actors.seller.headers)('POST', '/listings', { headline: 'My practice', state: 'IL' });
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    expect(listing).toMatchObject({ status: 'draft', headline: 'My practice', state: 'IL', is_owner: true, access: 'full' });
    expect(listing.management.progress.missing).toContain('practice_areas');
  });

  it('gives each listing its own public reference, unrelated to the seller or the id (issue #20)', async () => {
    const api = caller(t, actors.seller.headers);
    const first = (await api('POST', '/listings', { headline: 'First practice' })).json();
    const second = (await api('POST', '/listings', { headline: 'Second practice' })).json();
    for (const listing of [first, second]) {
      expect(listing.reference).toMatch(/^LST-[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(listing.reference).not.toContain(listing.seller.unique_id);
    }
    expect(first.reference).not.toBe(second.reference);
    // The reference is kept: the same one on every read and after a save, and on the seller's own list.
    await api('PUT', `/listings/${first.id}`, { headline: 'First practice, renamed' });
    expect((await api('GET', `/listings/${first.id}`)).json().reference).toBe(first.reference);
    const own = (await api('GET', '/listings?filter[owner]=me&per_page=50')).json().data as { id: number; reference: string }[];
    expect(own.find((listing) => listing.id === second.id)?.reference).toBe(second.reference);
  });

  it('draws another public reference when the one drawn is already taken', async () => {
    const api = caller(t, actors.seller.headers);
    const taken = (await api('POST', '/listings', { headline: 'Taken reference' })).json().reference as string;
    // The column's default (migration 0015) hands out the taken reference once, then draws as before.
    const db = t.database.db;
    const [{ definition }] = (await db.execute<{ definition: string }>(
      sql`select pg_get_functiondef('listing_reference'::regproc) as definition`,
    )) as unknown as [{ definition: string }];
    await db.execute(sql.raw(definition.replace('listing_reference()', 'listing_reference_drawn()')));
    await db.execute(sql`create sequence reference_draws`);
    await db.execute(
      sql.raw(`create or replace function listing_reference() returns text language sql volatile as $$
        select case when nextval('reference_draws') = 1 then '${taken}' else listing_reference_drawn() end $$`),
    );
    try {
      const res = await api('POST', '/listings', { headline: 'Unlucky draw' });
      expect(res.statusCode).toBe(201);
      expect(res.json().reference).toMatch(/^LST-[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(res.json().reference).not.toBe(taken);
    } finally {
      await db.execute(sql.raw(definition));
    }
  });

  it('refuses a buyer', async () => {
    const res = await caller(t, actors.buyer.headers)('POST', '/listings', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only sellers can create listings.');
  });

  it('saves answers as the seller goes, merging questionnaire answers and sanitising rich text', async () => {
    const api = caller(t, actors.seller.headers);
    const { id } = (await api('POST', '/listings', {})).json();
    await api('PUT', `/listings/${id}`, { more_info: { reason_to_sell: '<p onclick="x()">Retiring<script>alert(1)</script></p>' } });
    const res = await api('PUT', `/listings/${id}`, {
      description: '<b>Great</b><iframe src="x"></iframe>',
      more_info: { billing_structures: ['hourly', 'contingency'], hourly_rates: { owners: '_350_to_500' }, office_setup: 4 },
    });
    expect(res.statusCode).toBe(200);
    const { confidential, has_usable_information } = res.json();
    expect(confidential.more_info).toEqual({
      reason_to_sell: '<p>Retiring</p>',
      billing_structures: ['hourly', 'contingency'],
      hourly_rates: { owners: '_350_to_500' },
      office_setup: 4,
    });
    expect(confidential.description).toBe('<b>Great</b>');
    expect(has_usable_information).toBe(true);
  });

  it('accepts the method-override POST with form fields', async () => {
    const api = caller(t, actors.seller.headers);
    const { id } = (await api('POST', '/listings', {})).json();
    const res = await api('POST', `/listings/${id}`, { _method: 'PUT', headline: 'Overridden', attorneys: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ headline: 'Overridden', attorneys: null });
  });

  it.each([
    ['a wrong billing structure', { more_info: { billing_structures: ['barter'] } }, 'more_info.billing_structures.0'],
    ['a wrong hourly rate key', { more_info: { hourly_rates: { owners: '_250_or_less' } } }, 'more_info.hourly_rates.owners'],
    ['a wrong revenue per attorney', { more_info: { revenues_per_attorney: 'lots' } }, 'more_info.revenues_per_attorney'],
    ['a wrong client type', { more_info: { client_have: ['aliens'] } }, 'more_info.client_have.0'],
    ['a rating out of 1–5', { more_info: { office_setup: 6 } }, 'more_info.office_setup'],
    ['an unknown questionnaire key', { more_info: { favourite_colour: 'blue' } }, 'more_info'],
    ['an unknown practice area', { practice_areas: ['space_law'] }, 'practice_areas.0'],
    ['percentages not totalling 100', { percentages: { billing_mix: { hourly: 60, fixed: 30 } } }, 'percentages.billing_mix'],
    ['percentages over 100', { percentages: { referral_sources: { repeat: 80, web: 40 } } }, 'percentages.referral_sources'],
    ['litigation services other than yes/no', { litigation_services: 'maybe' }, 'litigation_services'],
  ])('refuses %s with 422', async (_label, body, field) => {
    const api = caller(t, actors.seller.headers);
    const { id } = (await api('POST', '/listings', {})).json();
    const res = await api('PUT', `/listings/${id}`, body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors ?? {})).toEqual(expect.arrayContaining([expect.stringContaining(field)]));
  });

  it('says which percentage set is wrong', async () => {
    const api = caller(t, actors.seller.headers);
    const { id } = (await api('POST', '/listings', {})).json();
    const res = await api('PUT', `/listings/${id}`, { percentages: { client_mix: { individuals: 50 } } });
    expect(res.json().errors['percentages.client_mix']).toEqual(['The client mix percentages must total 100.']);
  });
});

describe('submitting for review', () => {
  it('refuses an incomplete draft and lists what is missing', async () => {
    const api = caller(t, actors.seller.headers);
    const { id } = (await api('POST', '/listings', { headline: 'Half done' })).json();
    const res = await api('PUT', `/listings/${id}/submit`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Complete the listing before submitting it.');
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['practice_areas', 'sde', 'percentages.billing_mix']));
  });

  it('moves a complete draft to pending, once', async () => {
    const api = caller(t, actors.seller.headers);
    const { id } = (await api('POST', '/listings', complete)).json();
    const res = await api('PUT', `/listings/${id}/submit`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your listing was submitted for review.',
      listing: { status: 'pending', revenue_band: '1m_2m' },
    });
    expect((await api('PUT', `/listings/${id}/submit`)).statusCode).toBe(409);
  });

  it('needs the litigation figures when the firm litigates', async () => {
    const api = caller(t, actors.seller.headers);
    const { id } = (await api('POST', '/listings', { ...complete, litigation_services: 'yes', active_cases: 12 })).json();
    const res = await api('PUT', `/listings/${id}/submit`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['litigation_services']);
  });
});
