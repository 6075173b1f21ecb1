import { describe, expect, it } from 'vitest';
import {
  BuyerCustomizationSchema,
  SellerCustomizationSchema,
  type BuyerCustomization,
} from '../../../contracts/customization/customization';
import {
  BUYER_FIELDS,
  buyerFormValues,
  buyerRequest,
  contractResolver,
  messagesByField,
  SELLER_FIELDS,
  sellerFormValues,
  sellerRequest,
  type BuyerFormValues,
  type SellerFormValues,
} from './customizationForm';

const savedBuyer: BuyerCustomization = {
  practice_areas: ['family'],
  states: ['TX', 'CA'],
  revenue_min: 500_000,
  revenue_max: null,
  price_min: null,
  price_max: 2_000_000,
  timeline: null,
  financing: ['sba_loan'],
  updated_at: '2025-03-01T10:00:00.000Z',
};

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('buyer customization conversion', () => {
  it('turns the saved answer into form values and back into the same request', () => {
    const values = buyerFormValues(savedBuyer);
    expect(values.timeline).toBe('');
    expect(buyerRequest(values)).toEqual({
      practice_areas: ['family'],
      states: ['TX', 'CA'],
      revenue_min: 500_000,
      revenue_max: null,
      price_min: null,
      price_max: 2_000_000,
      timeline: null,
      financing: ['sba_loan'],
    });
    expect(BuyerCustomizationSchema.safeParse(buyerRequest(values)).success).toBe(true);
  });

  it('does not share arrays with the cached answer', () => {
    const values = buyerFormValues(savedBuyer);
    values.states.push('NY');
    expect(savedBuyer.states).toEqual(['TX', 'CA']);
  });
});

describe('seller customization conversion', () => {
  it('sends empty selects as null and trims the notes', () => {
    const values: SellerFormValues = {
      practice_areas: ['tax'],
      state: '',
      timeline: 'asap',
      buyer_preferences: [],
      buyer_notes: '  Keeps my paralegal.  ',
    };
    expect(sellerRequest(values)).toEqual({
      practice_areas: ['tax'],
      state: null,
      timeline: 'asap',
      buyer_preferences: [],
      buyer_notes: 'Keeps my paralegal.',
    });
    const saved = {
      practice_areas: ['tax'],
      state: null,
      timeline: 'asap',
      buyer_preferences: [],
      buyer_notes: 'Keeps my paralegal.',
      updated_at: null,
    };
    expect(sellerFormValues(saved)).toEqual({ ...values, buyer_notes: 'Keeps my paralegal.' });
  });
});

describe('field errors', () => {
  it('puts nested server paths on their field and drops unknown fields', () => {
    const errors = {
      'practice_areas.2': ['The selected practice area is invalid.'],
      revenue_max: ['The maximum revenue must be at least the minimum.'],
      _: ['Other'],
    };
    expect(messagesByField(errors, BUYER_FIELDS)).toEqual({
      practice_areas: 'The selected practice area is invalid.',
      revenue_max: 'The maximum revenue must be at least the minimum.',
    });
  });

  it('refuses in the browser what the contract refuses: a maximum below the minimum', async () => {
    const resolver = contractResolver<BuyerFormValues, (typeof BUYER_FIELDS)[number]>(BuyerCustomizationSchema, buyerRequest, BUYER_FIELDS);
    const values = { ...buyerFormValues(savedBuyer), price_min: 3_000_000 };
    const result = await resolver(values, undefined, resolverOptions);
    expect(result.errors.price_max?.message).toBe('The maximum price must be at least the minimum.');
    const ok = await resolver(buyerFormValues(savedBuyer), undefined, resolverOptions);
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual(buyerFormValues(savedBuyer));
  });

  it('checks the seller notes length', async () => {
    const resolver = contractResolver<SellerFormValues, (typeof SELLER_FIELDS)[number]>(
      SellerCustomizationSchema,
      sellerRequest,
      SELLER_FIELDS,
    );
    const values: SellerFormValues = {
      practice_areas: [],
      state: 'TX',
      timeline: '',
      buyer_preferences: [],
      buyer_notes: 'x'.repeat(2001),
    };
    const result = await resolver(values, undefined, resolverOptions);
    expect(result.errors.buyer_notes?.message).toBe('The buyer notes must not be greater than 2000 characters.');
  });
});
