import type { OfferField } from './diff';
import type { Offer } from './offers';

/** The terms of a first offer, for the tests that compare versions (contracts and web). */
export const FIRST_OFFER_TERMS: Pick<Offer, OfferField> = {
  scope: 'practice',
  price: 500_000,
  cash_at_closing: 300_000,
  earnout: { percent: 20, months: 36 },
  transition_months: 6,
  contingencies: ['financing', 'due_diligence'],
  expires_on: '2026-12-11',
  note: null,
};
