import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { queryClient } from '../../app/queryClient';
import AllListingsScreen, { prefetch } from './AllListingsScreen';
import FilteredListingsScreen from './FilteredListingsScreen';
import { buildCard, listPage } from './testListings';
import { inTurn, stubApi } from '../../test/stubApi';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notify }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/all-listings" element={<AllListingsScreen />} />
          <Route path="/listings/results" element={<FilteredListingsScreen />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const LISTINGS = 'GET /listings';

beforeEach(() => notify.mockReset());

describe('browsing listings', () => {
  it('shows cards led by practice area, place, revenue band, price and attorneys, then "No more results!"', async () => {
    stubApi({ [LISTINGS]: { data: listPage([buildCard()]) } });
    renderAt('/all-listings');
    // The first render loads the screen's chunk (and the badge's tooltip code): as long as the router's own tests wait.
    expect(await screen.findByRole('heading', { name: 'Estate-planning practice, Greater Boston' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('Estate Planning, Wills & Trusts').length).toBeGreaterThan(0);
    expect(screen.getByText('Greater Boston, Massachusetts')).toBeTruthy();
    expect(screen.getAllByText('$1M – $2M').length).toBeGreaterThan(0);
    expect(screen.getByText(/^\$1\.\d+M$/)).toBeTruthy();
    expect(screen.getByText('Usable information')).toBeTruthy();
    expect(screen.getByText('Seller: Owner Verified')).toBeTruthy();
    expect(screen.getByText('No more results!')).toBeTruthy();
  });

  it("prefetches the first page the screen asks for into the app's query cache, so it shows without a second call", async () => {
    const api = stubApi({ [LISTINGS]: { data: listPage([buildCard()]) } });
    await prefetch();
    expect(api.calls).toHaveLength(1);
    expect(api.called(LISTINGS)[0]!.params).toEqual({ sort: '-created_at', page: 1 });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/all-listings']}>
          <AllListingsScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Estate-planning practice, Greater Boston' }, { timeout: 5000 })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    queryClient.clear();
  });

  it('holds the grid with placeholders while the first page loads, announced as loading, then the same section shows the cards', async () => {
    let answer: (value: unknown) => void = () => undefined;
    stubApi({ [LISTINGS]: () => new Promise((resolve) => (answer = (data) => resolve({ data }))) });
    renderAt('/all-listings');
    const region = await screen.findByRole('region', { name: 'Listings' }, { timeout: 5000 });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('status').textContent).toBe('Loading listings…');
    expect(within(region).getAllByTestId('listing-skeleton')).toHaveLength(4);
    expect(within(region).getAllByTestId('listing-skeleton')[0]!.className).toBe('col-12 col-sm-6');
    answer(listPage([buildCard()]));
    expect(await within(region).findByRole('heading', { name: 'Estate-planning practice, Greater Boston' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Listings' })).toBe(region);
    expect(region.getAttribute('aria-busy')).toBe('false');
    expect(within(region).getByRole('status').textContent).toBe('1 listing');
    expect(within(region).queryAllByTestId('listing-skeleton')).toHaveLength(0);
  });

  it('reads the filters from the URL and sends them to the API', async () => {
    const api = stubApi({ [LISTINGS]: { data: listPage([]) } });
    renderAt('/listings/results?state=MA&revenue_band=1m_2m&verified_seller=1&sort=-revenue');
    expect(await screen.findByText('No listings match these filters yet')).toBeTruthy();
    expect(api.called(LISTINGS)[0]!.params).toEqual({
      sort: '-revenue',
      'filter[state]': 'MA',
      'filter[revenue_band]': '1m_2m',
      'filter[verified_seller]': 1,
      page: 1,
    });
  });

  it('applies filters into the URL of /listings/results', async () => {
    stubApi({ [LISTINGS]: { data: listPage([buildCard()]) } });
    renderAt('/all-listings');
    await screen.findByRole('heading', { name: 'Estate-planning practice, Greater Boston' });
    await userEvent.click(screen.getByLabelText('With usable information only'));
    await userEvent.click(screen.getByRole('button', { name: 'Show listings' }));
    expect(screen.getByTestId('where').textContent).toBe('/listings/results?usable_information=1');
  });

  it('loads the next page and says "Oops something went wrong!" with a retry when it fails', async () => {
    stubApi({
      [LISTINGS]: inTurn({ data: listPage([buildCard()], 1, 2) }, new ApiError('down', 500), {
        data: listPage([buildCard({ id: 2, headline: 'Second practice' })], 2, 2),
      }),
    });
    renderAt('/all-listings');
    await userEvent.click(await screen.findByRole('button', { name: 'Show more listings' }));
    expect(await screen.findByText('Oops something went wrong!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Second practice' })).toBeTruthy();
    expect(screen.getByText('No more results!')).toBeTruthy();
  });

  it('shows the error state with a retry when the first page fails', async () => {
    stubApi({ [LISTINGS]: inTurn(new ApiError('down', 500), { data: listPage([buildCard()]) }) });
    renderAt('/all-listings');
    expect(await screen.findByText('Oops something went wrong!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Estate-planning practice, Greater Boston' })).toBeTruthy();
  });

  it('stars a listing into the watch list', async () => {
    const api = stubApi({ [LISTINGS]: { data: listPage([buildCard({ id: 9 })]) }, 'PUT /favorites/9': { data: { favorited: true } } });
    renderAt('/all-listings');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Estate-planning practice, Greater Boston to your watch list' }));
    await waitFor(() => expect(api.called('PUT /favorites/9')).toHaveLength(1));
    expect(notify).toHaveBeenCalledWith('Added to your watch list.', 'success');
  });
});
