import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DisableListing } from '../../../contracts/listings';
import { ApiError } from '../../lib/api';
import { stubApi } from '../../test/stubApi';
import { DisableListingDialog } from './DisableListingDialog';

const OPEN_DEALS = 'GET /listings/9/open-deals';

const deal = (id: number, name: string) => ({
  id,
  buyer: { id: id + 100, unique_id: `LX-B${id}`, name },
  stage: { id: 2, name: 'NDA signed' },
  likelihood_of_closing: 30,
  created_at: '2026-01-03T00:00:00.000Z',
});

function renderDialog(listingId?: number, refused?: { error: unknown; body: DisableListing }) {
  const onConfirm = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DisableListingDialog
        listingId={listingId}
        headline="Boston wills practice"
        pending={false}
        onCancel={() => {}}
        onConfirm={onConfirm}
        refused={refused}
      />
    </QueryClientProvider>,
  );
  return onConfirm;
}

describe('DisableListingDialog', () => {
  it('asks for no open deals until a sold reason is chosen, and offers no buyer for sold elsewhere', async () => {
    const api = stubApi({ [OPEN_DEALS]: { data: { data: [deal(1, 'Grace Hopper'), deal(2, 'Alan Turing')] } } });
    const onConfirm = renderDialog(9);
    await userEvent.click(screen.getByLabelText('Paused'));
    expect(api.called(OPEN_DEALS)).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Sold elsewhere'));
    expect(await screen.findByText('2 open deals on this listing will close as lost.')).toBeTruthy();
    expect(screen.queryByLabelText('Who bought it? (optional)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Disable listing' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'sold_elsewhere', note: null });
  });

  it('sold here without naming a buyer closes every open deal as lost', async () => {
    stubApi({ [OPEN_DEALS]: { data: { data: [deal(1, 'Grace Hopper')] } } });
    const onConfirm = renderDialog(9);
    await userEvent.click(screen.getByLabelText('Sold here'));
    expect(await screen.findByLabelText('Who bought it? (optional)')).toBeTruthy();
    expect(screen.getByText('1 open deal on this listing will close as lost.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disable listing' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'sold_here', note: null });
  });

  it('says so when the listing has no open deals, and offers no select', async () => {
    stubApi({ [OPEN_DEALS]: { data: { data: [] } } });
    renderDialog(9);
    await userEvent.click(screen.getByLabelText('Sold here'));
    expect(await screen.findByText('This listing has no open deals.')).toBeTruthy();
    expect(screen.queryByLabelText('Who bought it? (optional)')).toBeNull();
  });

  it('without the listing id, only warns that open deals close', async () => {
    const api = stubApi({});
    const onConfirm = renderDialog();
    await userEvent.click(screen.getByLabelText('Sold here'));
    expect(screen.getByText('Open deals on this listing will be closed.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disable listing' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ reason: 'sold_here', note: null }));
    expect(api.calls).toHaveLength(0);
  });

  it('shows under the picker what the named buyer’s deal still waits for, while that buyer is chosen', async () => {
    stubApi({ [OPEN_DEALS]: { data: { data: [deal(1, 'Grace Hopper'), deal(2, 'Alan Turing')] } } });
    const wait = 'Waiting for both sides’ conflict lists.';
    const error = new ApiError(wait, 422, null, { winning_deal_id: [wait] });
    renderDialog(9, { error, body: { reason: 'sold_here', note: null, winning_deal_id: 2 } });
    await userEvent.click(screen.getByLabelText('Sold here'));
    const picker = await screen.findByLabelText('Who bought it? (optional)');
    await userEvent.selectOptions(picker, '2');
    expect(screen.getByRole('alert').textContent).toContain(wait);
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(picker, '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
