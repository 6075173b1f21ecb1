import { describe, expect, it } from 'vitest';
import { PRACTICE_AREA_KEYS } from '../../../contracts/common/practice-areas';
import { US_STATE_CODES } from '../../../contracts/common/us-states';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { sends } from '../../test/http';

const t = useTestApp();
const http = sends(t);

const BUYER = '/api/user/buyer-customization';
const SELLER = '/api/user/seller-customization';

describe('shared lists', () => {
  it('has about 30 practice areas including those the valuation multiples use, and 50 states plus DC', () => {
    expect(PRACTICE_AREA_KEYS.length).toBe(30);
    expect(PRACTICE_AREA_KEYS).toEqual(
      expect.arrayContaining(['personal_injury', 'corporate', 'estate_planning', 'immigration', 'family', 'criminal']),
    );
    expect(US_STATE_CODES).toHaveLength(51);
  });
});

describe('buyer customization', () => {
  it('reads as empty before it is saved, then saves and reads back', async () => {
    const user = await buildUser(t.database.db);
    const headers = await t.loginAs(user.id);
    expect((await http.get(BUYER, headers)).json()).toEqual({
      practice_areas: [],
      states: [],
      revenue_min: null,
      revenue_max: null,
      price_min: null,
      price_max: null,
      timeline: null,
      financing: [],
      updated_at: null,
    });
    const saved = await http.put(BUYER, headers, {
      practice_areas: ['family', 'criminal', 'family'],
      states: ['TX', 'CA'],
      revenue_min: 250000,
      revenue_max: '1000000',
      price_min: '',
      price_max: 2_500_000,
      timeline: 'within_12_months',
      financing: ['sba_loan', 'seller_financing'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      practice_areas: ['family', 'criminal'],
      states: ['TX', 'CA'],
      revenue_min: 250000,
      revenue_max: 1000000,
      price_min: null,
      price_max: 2500000,
      timeline: 'within_12_months',
      financing: ['sba_loan', 'seller_financing'],
    });
    expect((await http.get(BUYER, headers)).json()).toEqual(saved.json());
  });

  it('refuses unknown keys and reversed ranges', async () => {
    const user = await buildUser(t.database.db);
    const res = await http.put(BUYER, await t.loginAs(user.id), {
      practice_areas: ['maritime_piracy'],
      states: ['XX'],
      timeline: 'yesterday',
      financing: ['magic'],
      price_min: -5,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['financing.0', 'practice_areas.0', 'price_min', 'states.0', 'timeline']);
    expect(res.json().errors['practice_areas.0']).toEqual(['The selected practice area is invalid.']);
    const reversed = await http.put(BUYER, await t.loginAs(user.id), { revenue_min: 500, revenue_max: 100, price_min: 9, price_max: 1 });
    expect(reversed.json().errors).toEqual({
      revenue_max: ['The maximum revenue must be at least the minimum.'],
      price_max: ['The maximum price must be at least the minimum.'],
    });
  });
});

describe('seller customization', () => {
  it('saves practice areas, state, timeline and what the seller wants in a buyer', async () => {
    const user = await buildUser(t.database.db, { userType: 'selling' });
    const headers = await t.loginAs(user.id);
    const saved = await http.put(SELLER, headers, {
      practice_areas: ['estate_planning'],
      state: 'NY',
      timeline: 'asap',
      buyer_preferences: ['keeps_staff', 'transition_period'],
      buyer_notes: '  A buyer who keeps my paralegals. ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      state: 'NY',
      buyer_notes: 'A buyer who keeps my paralegals.',
      buyer_preferences: ['keeps_staff', 'transition_period'],
    });
    expect((await http.get(SELLER, headers)).json()).toEqual(saved.json());
    const bad = await http.put(SELLER, headers, { state: 'Texas', buyer_preferences: ['rich'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['buyer_preferences.0', 'state']);
  });
});

describe('POST /api/user/practice-areas', () => {
  it("sets the practice areas of the user's own side, keeping the rest", async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const sellerHeaders = await t.loginAs(seller.id);
    await http.put(SELLER, sellerHeaders, { state: 'FL' });
    const res = await http.post('/api/user/practice-areas', sellerHeaders, { practice_areas: ['immigration', 'corporate'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ practice_areas: ['immigration', 'corporate'], customization: 'seller' });
    expect((await http.get(SELLER, sellerHeaders)).json()).toMatchObject({ practice_areas: ['immigration', 'corporate'], state: 'FL' });

    const buyer = await buildUser(t.database.db, { userType: 'buying' });
    const buyerHeaders = await t.loginAs(buyer.id);
    expect((await http.post('/api/user/practice-areas', buyerHeaders, { practice_areas: ['family'] })).json().customization).toBe('buyer');
    expect((await http.get(BUYER, buyerHeaders)).json().practice_areas).toEqual(['family']);
    expect((await http.post('/api/user/practice-areas', buyerHeaders, { practice_areas: 'family' })).statusCode).toBe(422);
  });

  it('keeps the areas it saved when the customization is then saved without practice_areas, as the web does', async () => {
    const seller = await buildUser(t.database.db, { userType: 'selling' });
    const headers = await t.loginAs(seller.id);
    await http.post('/api/user/practice-areas', headers, { practice_areas: ['tax'] });
    const saved = await http.put(SELLER, headers, { state: 'TX', timeline: null, buyer_preferences: [], buyer_notes: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ practice_areas: ['tax'], state: 'TX' });

    const buyer = await buildUser(t.database.db, { userType: 'buying' });
    const buyerHeaders = await t.loginAs(buyer.id);
    const first = await http.put(BUYER, buyerHeaders, { states: ['NY'] });
    expect(first.json()).toMatchObject({ practice_areas: [], states: ['NY'] });
  });
});

describe('access', () => {
  it('needs full access', async () => {
    const onboarding = await buildUser(t.database.db, { hasAcceptedTerms: false });
    expect((await http.get(BUYER, await t.loginAs(onboarding.id))).statusCode).toBe(403);
    expect((await http.get(SELLER)).statusCode).toBe(401);
  });
});
