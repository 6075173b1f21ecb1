import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../contracts/offers/offers';
import { addDays, OFFER_MESSAGES } from '../../../contracts/offers/terms';
import { ApiError } from '../../lib/api';
import { stubApi } from '../../test/stubApi';
import { REVENUE_BAND_KEYS } from '../../../contracts/listings/constants';
import { OfferForm, todayUtc } from './OfferForm';

const BAND = REVENUE_BAND_KEYS[1]!;

const previous: Offer = {
  id: 7,
  deal_id: 3,
  version: 1,
  made_by: 'buyer',
  status: 'open',
  scope: ['family'],
  price: 500_000,
  cash_at_closing: 300_000,
  earnout: { percent: 20, months: 36 },
  transition_months: 6,
  contingencies: ['financing'],
  expires_on: addDays(todayUtc(), 10),
  note: 'First offer.',
  changed: [],
  reason: null,
  loi_document_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), prior: Offer | null = null) {
  // The form shows the market cell for the listing (a query): it needs a query client, and no answer leaves it out.
  stubApi({});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OfferForm
        title="Make an offer"
        submitLabel="Send the offer"
        previous={prior}
        practiceAreas={['family', 'estate_planning']}
        onCancel={() => {}}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('OfferForm', () => {
  it('asks for the market cell of the listing: its first practice area, its state and its revenue band (#35)', async () => {
    const api = stubApi({});
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OfferForm
          title="Make an offer"
          submitLabel="Send the offer"
          previous={null}
          practiceAreas={['family', 'estate_planning']}
          market={{ state: 'MA', revenueBand: BAND }}
          onCancel={() => {}}
          onSubmit={vi.fn()}
        />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(api.called('GET /market/comparable')).toHaveLength(1));
    expect(api.called('GET /market/comparable')[0]!.params).toEqual({ practice_area: 'family', state: 'MA', revenue_band: BAND });
  });

  it('sends structured terms: the whole practice, the figures, no earn-out, the contingencies ticked', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Purchase price'), '450000');
    await userEvent.type(screen.getByLabelText(/Cash at closing/), '400000');
    await userEvent.click(screen.getByLabelText('Financing'));
    await userEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        scope: 'practice',
        price: 450_000,
        cash_at_closing: 400_000,
        earnout: null,
        contingencies: ['due_diligence', 'financing'],
        expires_on: addDays(todayUtc(), 14),
        note: null,
      }),
    );
  });

  it('checks with the shared schema before sending: cash over the price, an earn-out without figures', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Purchase price'), '100000');
    await userEvent.type(screen.getByLabelText(/Cash at closing/), '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(screen.getByText(OFFER_MESSAGES.cashOverPrice)).toBeTruthy();
    await userEvent.click(screen.getByLabelText(/Part of the price is an earn-out/));
    await userEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(screen.getByText(OFFER_MESSAGES.earnoutPercent)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the listing’s practice areas as the scope, and wants at least one', async () => {
    const onSubmit = renderForm(undefined, previous);
    expect((screen.getByLabelText('Family & Divorce') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText('Family & Divorce'));
    await userEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(screen.getByText(OFFER_MESSAGES.scope)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Estate Planning, Wills & Trusts'));
    await userEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ scope: ['estate_planning'], price: 500_000, earnout: { percent: '20', months: '36' } }),
    );
  });

  it('starts a counter from the previous terms', () => {
    renderForm(undefined, previous);
    expect((screen.getByLabelText('Purchase price') as HTMLInputElement).value).toBe('$500,000');
    expect((screen.getByLabelText('Share of fees collected') as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText('Financing') as HTMLInputElement).checked).toBe(true);
  });

  it('puts the server’s field messages beside their fields', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError('Bad terms', 422, {}, { 'earnout.months': [OFFER_MESSAGES.earnoutMonths] }));
    renderForm(onSubmit, previous);
    await userEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    const field = screen.getByLabelText('Earn-out period').closest('div.mb-3') ?? document.body;
    expect(within(field as HTMLElement).getByText(OFFER_MESSAGES.earnoutMonths)).toBeTruthy();
  });
});
