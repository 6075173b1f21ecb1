import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealDetail } from '../../../contracts/deals/deals';
import type { SignedDocument } from '../../../contracts/documents/documents';
import { queryClient } from '../../app/queryClient';
import { buildDeal } from '../../test/dealFixtures';
import { renderScreen } from '../../test/renderScreen';
import { stubApi } from '../../test/stubApi';
import { PurchaseAgreementPanel } from './PurchaseAgreementPanel';
import { purchaseAgreementsOf } from './purchaseAgreementApi';

const agreement = (change: Partial<SignedDocument>): SignedDocument => ({
  id: 30,
  kind: 'purchase_agreement',
  deal_id: 5,
  listing_id: 15,
  title: 'Purchase agreement (first draft) — LST-4HX2P8M6TQ',
  status: 'awaiting_signatures',
  sha256: 'a'.repeat(64),
  final_sha256: null,
  parties: [
    { side: 'buyer', unique_id: 'LX-B5', name: null, signed_at: null },
    { side: 'seller', unique_id: 'LX-S5', name: null, signed_at: null },
  ],
  created_at: '2026-11-20T10:00:00.000Z',
  ...change,
});

const show = (side: 'buyer' | 'seller', documents: SignedDocument[], onChange = vi.fn(async () => {})) => {
  const deal = { ...buildDeal(5, { my_side: side }), history: [] } as unknown as DealDetail;
  renderScreen('/deals/:id', '/deals/5', () => (
    <PurchaseAgreementPanel deal={deal} documents={documents} signSlot={() => <button type="button">Sign it</button>} onChange={onChange} />
  ));
  return onChange;
};

beforeEach(() => queryClient.clear());

describe('PurchaseAgreementPanel', () => {
  it('lets the seller generate a first draft when there is none', async () => {
    const api = stubApi({ 'POST /deals/5/purchase-agreement/draft': { status: 201, data: agreement({}) } });
    const onChange = show('seller', []);
    await userEvent.click(screen.getByRole('button', { name: 'Generate a first draft' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(api.called('POST /deals/5/purchase-agreement/draft')).toHaveLength(1);
  });

  it('shows the buyer the current version to sign, without the seller’s buttons, and earlier versions as superseded', () => {
    show('buyer', [agreement({ id: 29, status: 'superseded', title: 'Old draft' }), agreement({})]);
    expect(screen.getByText('Buyer: not yet signed · Seller: not yet signed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign it' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate a first draft' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Old draft' }).getAttribute('href')).toBe('/api/documents/29/pdf');
  });

  it('picks the newest version not superseded as current', () => {
    const { current, earlier } = purchaseAgreementsOf([
      agreement({ id: 1, status: 'superseded' }),
      agreement({ id: 2 }),
      agreement({ id: 3, kind: 'loi' }),
    ]);
    expect(current?.id).toBe(2);
    expect(earlier.map((document) => document.id)).toEqual([1]);
  });
});
