import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_OFFER_TERMS } from '../../../contracts/offers/offer.fixture';
import type { Offer } from '../../../contracts/offers/offers';
import { OfferComparison } from './OfferComparison';

const first: Offer = {
  id: 1,
  deal_id: 3,
  version: 1,
  made_by: 'buyer',
  status: 'countered',
  ...FIRST_OFFER_TERMS,
  changed: ['scope', 'price', 'cash_at_closing', 'earnout', 'transition_months', 'contingencies', 'expires_on', 'note'],
  reason: null,
  loi_document_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
};
const second: Offer = {
  ...first,
  id: 2,
  version: 2,
  made_by: 'seller',
  status: 'open',
  price: 560_000,
  earnout: null,
  changed: ['price', 'earnout'],
};

describe('OfferComparison', () => {
  it('marks each changed field with what it was and what it is now', () => {
    render(<OfferComparison offer={second} previous={first} />);
    expect(screen.getAllByText('Changed')).toHaveLength(2);
    expect(screen.getByText('$500,000').closest('del')).toBeTruthy();
    expect(screen.getByText('$560,000')).toBeTruthy();
    expect(screen.getByText('20 % of fees collected from transferred clients over 36 months').closest('del')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
  });

  it('shows unchanged fields once, plainly', () => {
    render(<OfferComparison offer={second} previous={first} />);
    expect(screen.getAllByText('$300,000')).toHaveLength(1);
    expect(screen.getByText('Financing, Due diligence')).toBeTruthy();
    expect(screen.getByText('6 months')).toBeTruthy();
  });

  it('marks nothing on a first version', () => {
    render(<OfferComparison offer={first} previous={null} />);
    expect(screen.queryByText('Changed')).toBeNull();
    expect(screen.getByText('The entire practice')).toBeTruthy();
  });
});
