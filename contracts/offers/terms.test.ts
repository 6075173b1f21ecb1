import { describe, expect, it } from 'vitest';
import { addDays, OFFER_MESSAGES, OfferTermsSchema, offerTermsIssues } from './terms';

const today = '2026-11-27';
const valid = {
  price: 500_000,
  cash_at_closing: 300_000,
  earnout: { percent: 20, months: 36 },
  transition_months: 6,
  contingencies: ['financing', 'due_diligence'],
  expires_on: addDays(today, 14),
};

const errorsOf = (input: unknown) => {
  const result = OfferTermsSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};

describe('the offer terms schema', () => {
  it('takes valid terms and defaults the scope to the entire practice', () => {
    const terms = OfferTermsSchema.parse(valid);
    expect(terms.scope).toBe('practice');
    expect(terms.price).toBe(500_000);
  });

  it('takes digits sent by a form as whole dollars', () => {
    expect(OfferTermsSchema.parse({ ...valid, price: '500000', cash_at_closing: '0' }).cash_at_closing).toBe(0);
  });

  it.each([
    ['price', { price: 0 }, OFFER_MESSAGES.price],
    ['price', { price: 100_000_001 }, OFFER_MESSAGES.price],
    ['price', { price: 10.5 }, OFFER_MESSAGES.price],
    ['cash_at_closing', { cash_at_closing: -1 }, OFFER_MESSAGES.cash],
    ['cash_at_closing', { cash_at_closing: 500_001 }, OFFER_MESSAGES.cashOverPrice],
    ['earnout.percent', { earnout: { percent: 0, months: 12 } }, OFFER_MESSAGES.earnoutPercent],
    ['earnout.percent', { earnout: { percent: 101, months: 12 } }, OFFER_MESSAGES.earnoutPercent],
    ['earnout.months', { earnout: { percent: 10, months: 0 } }, OFFER_MESSAGES.earnoutMonths],
    ['earnout.months', { earnout: { percent: 10, months: 121 } }, OFFER_MESSAGES.earnoutMonths],
    ['transition_months', { transition_months: 37 }, OFFER_MESSAGES.transition],
    ['transition_months', { transition_months: -1 }, OFFER_MESSAGES.transition],
    ['contingencies.0', { contingencies: ['bribery'] }, OFFER_MESSAGES.contingency],
    ['expires_on', { expires_on: '2026-02-30' }, OFFER_MESSAGES.expiresOn],
    ['expires_on', { expires_on: 'next week' }, OFFER_MESSAGES.expiresOn],
    ['note', { note: 'x'.repeat(2001) }, OFFER_MESSAGES.note],
    ['scope', { scope: [] }, OFFER_MESSAGES.scope],
    ['scope', { scope: 'half' }, OFFER_MESSAGES.scope],
  ])('refuses a bad %s with its field message', (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toContain(message);
  });

  it('asks for every required field', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual([
      'cash_at_closing',
      'contingencies',
      'earnout',
      'expires_on',
      'price',
      'transition_months',
    ]);
  });

  it('takes no earn-out as null', () => {
    expect(OfferTermsSchema.parse({ ...valid, earnout: null }).earnout).toBeNull();
  });
});

describe('the checks that need the listing and today', () => {
  const context = { practiceAreas: ['family', 'estate_planning'], today };

  it('passes the whole practice or whole areas of the listing', () => {
    expect(offerTermsIssues({ scope: 'practice', expires_on: valid.expires_on }, context)).toEqual({});
    expect(offerTermsIssues({ scope: ['family'], expires_on: valid.expires_on }, context)).toEqual({});
  });

  it('refuses an area the listing does not have (Rule 1.17(b))', () => {
    expect(offerTermsIssues({ scope: ['family', 'tax'], expires_on: valid.expires_on }, context).scope).toEqual([
      OFFER_MESSAGES.scopeArea('tax'),
    ]);
  });

  it('wants a deadline after today and at most 90 days out', () => {
    expect(offerTermsIssues({ scope: 'practice', expires_on: today }, context).expires_on).toEqual([OFFER_MESSAGES.expiresPast]);
    expect(offerTermsIssues({ scope: 'practice', expires_on: addDays(today, 1) }, context)).toEqual({});
    expect(offerTermsIssues({ scope: 'practice', expires_on: addDays(today, 90) }, context)).toEqual({});
    expect(offerTermsIssues({ scope: 'practice', expires_on: addDays(today, 91) }, context).expires_on).toEqual([
      OFFER_MESSAGES.expiresFar,
    ]);
  });
});
