/** The demo's offers (plain data): a deal negotiated over three versions to a signed letter of intent, and an open offer. */
import type { OfferTerms } from '../../contracts/offers/terms';
import type { DemoListingKey } from './demo-listings';
import type { DemoPersonKey } from './demo-people';
import type { DemoTime } from './demo-time';

export interface DemoOfferVersion {
  by: 'buyer' | 'seller';
  at: DemoTime;
  /** The answer deadline, in days after the version was made. */
  answerWithinDays: number;
  terms: Omit<OfferTerms, 'expires_on'>;
}

export interface DemoOffers {
  buyer: DemoPersonKey;
  listing: DemoListingKey;
  versions: DemoOfferVersion[];
  /** The seller accepts the last version at this moment, and each side signs the letter of intent. */
  accepted?: { at: DemoTime; sellerSigns: DemoTime; buyerSigns: DemoTime };
}

const injuryTerms: Omit<OfferTerms, 'expires_on'> = {
  scope: 'practice',
  price: 1_150_000,
  cash_at_closing: 700_000,
  earnout: { percent: 30, months: 36 },
  transition_months: 6,
  contingencies: ['financing', 'due_diligence', 'malpractice_tail', 'client_consents'],
  note: 'Financing letter from our bank attached to my verification.',
};

export const DEMO_OFFERS: readonly DemoOffers[] = [
  {
    buyer: 'marcus',
    listing: 'austin-injury',
    versions: [
      { by: 'buyer', at: [30, '16:10'], answerWithinDays: 10, terms: injuryTerms },
      {
        by: 'seller',
        at: [27, '18:40'],
        answerWithinDays: 10,
        terms: {
          ...injuryTerms,
          price: 1_350_000,
          cash_at_closing: 900_000,
          transition_months: 12,
          note: 'I will stay a full year to introduce the referral sources.',
        },
      },
      {
        by: 'buyer',
        at: [24, '15:05'],
        answerWithinDays: 7,
        terms: {
          ...injuryTerms,
          price: 1_275_000,
          cash_at_closing: 825_000,
          transition_months: 12,
          note: 'Meeting you half way on the price; a year of transition works for me.',
        },
      },
    ],
    accepted: { at: [22, '17:30'], sellerSigns: [21, '15:00'], buyerSigns: [20, '19:15'] },
  },
  {
    buyer: 'daniel',
    listing: 'boston-estate',
    versions: [
      {
        by: 'buyer',
        at: [2, '16:45'],
        answerWithinDays: 14,
        terms: {
          scope: 'practice',
          price: 640_000,
          cash_at_closing: 480_000,
          earnout: { percent: 20, months: 24 },
          transition_months: 9,
          contingencies: ['due_diligence', 'staff_retention', 'lease_assignment'],
          note: 'Keeping your paralegal is important to us.',
        },
      },
    ],
  },
];
