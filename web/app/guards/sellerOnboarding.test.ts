import { describe, expect, it } from 'vitest';
import { nextSellerOnboardingStep, parseSellerRedirectFlag, type SellerOnboardingInput } from './sellerOnboarding';

const seller = { user_type: 'selling' };
const base: SellerOnboardingInput = {
  user: seller,
  isImpersonating: false,
  pathname: '/seller-deals',
  flag: null,
  hasListing: null,
  customizationComplete: false,
};
const step = (overrides: Partial<SellerOnboardingInput>) => nextSellerOnboardingStep({ ...base, ...overrides });

describe('seller onboarding redirects', () => {
  it('sends a seller to Seller Customization once, with redirect=2, and stores the flag', () => {
    expect(step({})).toEqual({
      redirect: '/settings/seller-customization?redirect=2',
      flag: 'customization',
      reason: 'customization-incomplete',
    });
  });

  it('only stores the flag when the seller is already on Seller Customization', () => {
    expect(step({ pathname: '/settings/seller-customization' })).toEqual({ flag: 'customization' });
  });

  it('then sends a seller without a listing to Create Listing once', () => {
    expect(step({ flag: 'customization', hasListing: false })).toEqual({
      redirect: '/listings/create',
      flag: 'done',
      reason: 'no-listing',
    });
  });

  it('lets the seller finish the customization before that', () => {
    expect(step({ flag: 'customization', hasListing: false, pathname: '/settings/seller-customization' })).toBeNull();
  });

  it('finishes without a redirect when the seller has a listing or is already creating one', () => {
    expect(step({ flag: 'customization', hasListing: true })).toEqual({ flag: 'done' });
    expect(step({ flag: 'customization', hasListing: false, pathname: '/listings/create' })).toEqual({ flag: 'done' });
  });

  it('waits while it is unknown whether the seller has a listing (not loaded, failed, no API yet)', () => {
    expect(step({ flag: 'customization', hasListing: null })).toBeNull();
  });

  it('on a new browser, waits until it is known whether the customization is complete', () => {
    expect(step({ customizationComplete: null, hasListing: true })).toBeNull();
  });

  it('on a new browser, does not send a seller with a complete customization back to it (issue #20.5)', () => {
    // …nor to Create Listing when they already have a listing: the flag is simply set to done.
    expect(step({ customizationComplete: true, hasListing: true })).toEqual({ flag: 'done' });
    // Without a listing, straight to Create Listing (once), saying why.
    expect(step({ customizationComplete: true, hasListing: false })).toEqual({
      redirect: '/listings/create',
      flag: 'done',
      reason: 'no-listing',
    });
    expect(step({ customizationComplete: true, hasListing: null })).toBeNull();
  });

  it('forces nothing once the flag is done', () => {
    expect(step({ flag: 'done', hasListing: false })).toBeNull();
  });

  it.each([
    ['a buyer', { user: { user_type: 'buying' } }],
    ['a user without a type', { user: { user_type: null } }],
    ['nobody', { user: null }],
    ['staff impersonating a seller', { isImpersonating: true }],
  ])('never redirects %s', (_who, overrides) => {
    expect(step(overrides as Partial<SellerOnboardingInput>)).toBeNull();
  });

  it.each(['seller', 'selling', 'valuing'])('applies to the seller group type %s', (userType) => {
    expect(step({ user: { user_type: userType } })?.redirect).toBe('/settings/seller-customization?redirect=2');
  });

  it('reads only the known flag values from storage', () => {
    expect(parseSellerRedirectFlag('customization')).toBe('customization');
    expect(parseSellerRedirectFlag('done')).toBe('done');
    expect(parseSellerRedirectFlag('true')).toBeNull();
    expect(parseSellerRedirectFlag(null)).toBeNull();
  });
});
