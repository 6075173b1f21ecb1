import { describe, expect, it } from 'vitest';
import { session } from '../../app/session/sessionStore';
import { resetAppBetweenTests } from '../../test/appTest';
import { buildProfile } from '../../test/profiles';
import { stubApi, unprocessable } from '../../test/stubApi';
import { saveBuyerCustomization, saveSellerCustomization } from './customizationApi';

resetAppBetweenTests();

const sellerInput = { practice_areas: ['tax'], state: 'TX', timeline: null, buyer_preferences: [], buyer_notes: '' };
const buyerInput = {
  practice_areas: ['tax'],
  states: [],
  revenue_min: null,
  revenue_max: null,
  price_min: null,
  price_max: null,
  timeline: null,
  financing: [],
};

describe('saving a customization', () => {
  it('saves the member’s own practice areas with POST /user/practice-areas, then the rest with the PUT (docs/api.md "Calls")', async () => {
    session.setUser(buildProfile({ user_type: 'selling' }));
    const api = stubApi({
      'POST /user/practice-areas': { data: { practice_areas: ['tax'], customization: 'seller' } },
      'PUT /user/seller-customization': { data: { ...sellerInput, updated_at: 'now' } },
    });
    await saveSellerCustomization(sellerInput);
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /user/practice-areas', 'PUT /user/seller-customization']);
    expect(api.called('POST /user/practice-areas')[0]!.body).toEqual({ practice_areas: ['tax'] });
    expect(api.called('PUT /user/seller-customization')[0]!.body).not.toHaveProperty('practice_areas');
  });

  it('does the same for a buyer’s Buyer Customization', async () => {
    session.setUser(buildProfile({ user_type: 'buying' }));
    const api = stubApi({ 'POST /user/practice-areas': { data: {} }, 'PUT /user/buyer-customization': { data: buyerInput } });
    await saveBuyerCustomization(buyerInput);
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /user/practice-areas', 'PUT /user/buyer-customization']);
  });

  it('sends a seller’s Buyer Customization areas with its PUT, the only call that reaches that side', async () => {
    session.setUser(buildProfile({ user_type: 'selling' }));
    const api = stubApi({ 'PUT /user/buyer-customization': { data: buyerInput } });
    await saveBuyerCustomization(buyerInput);
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['PUT /user/buyer-customization']);
    expect(api.calls[0]!.body).toMatchObject({ practice_areas: ['tax'] });
  });

  it('stops before the PUT when the practice areas are refused, with the field’s message', async () => {
    session.setUser(buildProfile({ user_type: 'selling' }));
    const api = stubApi({
      'POST /user/practice-areas': unprocessable('The selected practice area is invalid.', {
        'practice_areas.0': ['The selected practice area is invalid.'],
      }),
    });
    await expect(saveSellerCustomization(sellerInput)).rejects.toMatchObject({
      status: 422,
      errors: { 'practice_areas.0': ['The selected practice area is invalid.'] },
    });
    expect(api.called('PUT /user/seller-customization')).toHaveLength(0);
  });
});
