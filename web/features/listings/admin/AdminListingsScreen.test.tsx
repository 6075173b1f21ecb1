import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stubApi';
import { buildCard, listPage } from '../testListings';
import AdminListingsScreen from './AdminListingsScreen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notify }));

function renderScreen(entry = '/admin/listings') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <AdminListingsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const LISTINGS = { 'GET /listings': { data: listPage([buildCard({ id: 8, status: 'pending', headline: 'Tax practice, Austin' })]) } };

beforeEach(() => notify.mockReset());

describe('AdminListingsScreen', () => {
  it('lists pending listings first and approves one', async () => {
    const api = stubApi({ ...LISTINGS, 'PUT /listings/enable/8': { data: { message: 'The listing is now active.' } } });
    renderScreen();
    const row = (await screen.findByRole('link', { name: 'Tax practice, Austin' })).closest('tr')!;
    expect(api.called('GET /listings')[0]!.params).toMatchObject({ 'filter[status]': 'pending' });
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Tax practice, Austin' }));
    await waitFor(() => expect(api.called('PUT /listings/enable/8')).toHaveLength(1));
    expect(notify).toHaveBeenCalledWith('The listing is now active.', 'success');
  });

  it('reads a filter it does not offer in the address as no filter, and lists instead of failing', async () => {
    const api = stubApi(LISTINGS);
    renderScreen('/admin/listings?status=archived&practice_area=space_law&state=ZZ');
    await screen.findByRole('link', { name: 'Tax practice, Austin' });
    const params = api.called('GET /listings')[0]!.params as Record<string, unknown>;
    expect(params).toMatchObject({ 'filter[status]': 'pending' });
    expect(params).not.toHaveProperty('filter[practice_area]');
    expect(params).not.toHaveProperty('filter[state]');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
  });

  it('sends feedback back to the seller', async () => {
    const api = stubApi({
      ...LISTINGS,
      'PUT(override) /listings/feedback/8': { data: { message: 'The feedback was sent and the listing is back in draft.' } },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback on Tax practice, Austin' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Message to the seller'), 'Add the 2024 revenue.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(api.called('PUT(override) /listings/feedback/8')[0]?.body).toEqual({ message: '<p>Add the 2024 revenue.</p>' }),
    );
  });
});
