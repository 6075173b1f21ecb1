import { describe, expect, it } from 'vitest';
import { destinationAfterSellerSave, isSellerOnboarding } from './sellerRedirect';

describe('seller onboarding redirect', () => {
  it('goes on to Create Listing only with redirect=2', () => {
    expect(destinationAfterSellerSave(new URLSearchParams('redirect=2'))).toBe('/listings/create');
    expect(destinationAfterSellerSave(new URLSearchParams('redirect=1'))).toBeNull();
    expect(destinationAfterSellerSave(new URLSearchParams(''))).toBeNull();
    expect(isSellerOnboarding(new URLSearchParams('foo=bar&redirect=2'))).toBe(true);
  });
});
