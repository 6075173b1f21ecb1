import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DisableListing } from '../../../contracts/listings/listings';
import { ApiError } from '../../lib/api';
import { stubApi } from '../../test/stubApi';
import { DisableListingDialog } from './DisableListingDialog';

const OPEN_DEALS = 'GET /listings/9/open-deals';

const CONFLICT_WAIT = 'Waiting for both sides’ conflict lists.';
const NOTICE_WAIT = 'Record the date the client notices went out first.';

const deal = (id: number, name: string, waits: string[] = []) => ({
  id,
  buyer: { id: id + 100, unique_id: `LX-B${id}`, name },
  stage: { id: 2, name: 'NDA signed' },
  likelihood_of_closing: 30,
  created_at: '2026-01-03T00:00:00.000Z',
  pending_gates: waits.map((wait, index) => ({ stage_id: index + 3, waiting_for: [wait] })),
});

const picker = async () => screen.findByRole('group', { name: 'Who bought it? (optional)' });
const radioOf = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

function renderDialog(listingId?: number, refused?: { error: unknown; body: DisableListing }, mayOverride?: boolean) {
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
        mayOverride={mayOverride}
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
    expect(screen.queryByRole('group', { name: 'Who bought it? (optional)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Disable listing' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'sold_elsewhere', note: null });
  });

  it('sold here without naming a buyer closes every open deal as lost', async () => {
    stubApi({ [OPEN_DEALS]: { data: { data: [deal(1, 'Grace Hopper')] } } });
    const onConfirm = renderDialog(9);
    await userEvent.click(screen.getByLabelText('Sold here'));
    expect(await picker()).toBeTruthy();
    expect(screen.getByText('1 open deal on this listing will close as lost.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disable listing' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'sold_here', note: null });
  });

  it('says so when the listing has no open deals, and offers no buyer to name', async () => {
    stubApi({ [OPEN_DEALS]: { data: { data: [] } } });
    renderDialog(9);
    await userEvent.click(screen.getByLabelText('Sold here'));
    expect(await screen.findByText('This listing has no open deals.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Who bought it? (optional)' })).toBeNull();
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

  it('disables a deal that cannot close as won yet, saying under it what it waits for; a ready deal can be named', async () => {
    stubApi({ [OPEN_DEALS]: { data: { data: [deal(1, 'Grace Hopper'), deal(2, 'Alan Turing', [CONFLICT_WAIT, NOTICE_WAIT])] } } });
    const onConfirm = renderDialog(9);
    await userEvent.click(screen.getByLabelText('Sold here'));
    await picker();
    const blocked = radioOf('Alan Turing');
    expect(blocked.disabled).toBe(true);
    const waits = document.getElementById(blocked.getAttribute('aria-describedby')!)!;
    expect(waits.textContent).toContain('Cannot close as won yet:');
    expect([...waits.querySelectorAll('li')].map((item) => item.textContent)).toEqual([CONFLICT_WAIT, NOTICE_WAIT]);
    expect(radioOf('Grace Hopper').disabled).toBe(false);
    expect(radioOf('Grace Hopper').getAttribute('aria-describedby')).toBeNull();
    await userEvent.click(radioOf('Grace Hopper'));
    expect(screen.getByText('The buyer’s deal will close as won; the other 1 open deal will close as lost.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disable listing' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'sold_here', note: null, winning_deal_id: 1 });
  });

  it('lets staff name a deal that still waits, saying what closing it waives', async () => {
    stubApi({ [OPEN_DEALS]: { data: { data: [deal(2, 'Alan Turing', [CONFLICT_WAIT])] } } });
    const onConfirm = renderDialog(9, undefined, true);
    await userEvent.click(screen.getByLabelText('Sold here'));
    await picker();
    expect(radioOf('Alan Turing').disabled).toBe(false);
    expect(screen.getByText('Closing it as won waives what it still waits for:')).toBeTruthy();
    await userEvent.click(radioOf('Alan Turing'));
    await userEvent.click(screen.getByRole('button', { name: 'Disable listing' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'sold_here', note: null, winning_deal_id: 2 });
  });

  it('shows under the chosen buyer what the server refused it for (the deal’s work changed since the list was read)', async () => {
    stubApi({ [OPEN_DEALS]: { data: { data: [deal(1, 'Grace Hopper'), deal(2, 'Alan Turing')] } } });
    const error = new ApiError(CONFLICT_WAIT, 422, null, { winning_deal_id: [CONFLICT_WAIT] });
    renderDialog(9, { error, body: { reason: 'sold_here', note: null, winning_deal_id: 2 } });
    await userEvent.click(screen.getByLabelText('Sold here'));
    await picker();
    await userEvent.click(radioOf('Alan Turing'));
    expect(screen.getByRole('alert').textContent).toContain(CONFLICT_WAIT);
    expect(radioOf('Alan Turing').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(radioOf('Grace Hopper'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
