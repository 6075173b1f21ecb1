import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCard, listPage } from '../testListings';
import AdminListingsScreen from './AdminListingsScreen';

const api = vi.hoisted(() => ({ fetchListings: vi.fn(), enableListing: vi.fn(), sendListingFeedback: vi.fn() }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('../listingsApi', async (original) => ({ ...(await original<typeof import('../listingsApi')>()), ...api }));
vi.mock('../../../lib/toast', () => ({ notify }));

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/listings']}>
        <AdminListingsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  for (const fn of [...Object.values(api), notify]) fn.mockReset();
  api.fetchListings.mockResolvedValue(listPage([buildCard({ id: 8, status: 'pending', headline: 'Tax practice, Austin' })]));
});

describe('AdminListingsScreen', () => {
  it('lists pending listings first and approves one', async () => {
    api.enableListing.mockResolvedValue('The listing is now active.');
    renderScreen();
    const row = (await screen.findByRole('link', { name: 'Tax practice, Austin' })).closest('tr')!;
    expect(api.fetchListings.mock.calls[0]![1]).toMatchObject({ 'filter[status]': 'pending' });
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Tax practice, Austin' }));
    await waitFor(() => expect(api.enableListing).toHaveBeenCalledWith(8));
    expect(notify).toHaveBeenCalledWith('The listing is now active.', 'success');
  });

  it('sends feedback back to the seller', async () => {
    api.sendListingFeedback.mockResolvedValue('The feedback was sent and the listing is back in draft.');
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback on Tax practice, Austin' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Message to the seller'), 'Add the 2024 revenue.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(api.sendListingFeedback).toHaveBeenCalledWith(8, '<p>Add the 2024 revenue.</p>'));
  });
});
