import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../app/session/sessionStore';
import { ApiError } from '../../lib/api';
import { buildProfile } from '../../test/profiles';
import { stubApi, type StubAnswer } from '../../test/stubApi';
import ListingDetailsScreen from './ListingDetailsScreen';
import { buildDetail, buildFolder, buildManagement } from './testListings';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notify }));

function MessagesAt() {
  const location = useLocation();
  return <h1>Messages {location.search}</h1>;
}

function renderDetails() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/listings/details/1']}>
        <Routes>
          <Route path="/listings/details/:id" element={<ListingDetailsScreen />} />
          <Route path="/messages" element={<MessagesAt />} />
          <Route path="/my-seller-listings" element={<h1>My seller listings</h1>} />
          <Route path="/get-verified" element={<h1>Get verified</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const confidential = {
  firm_name: 'Whitfield Estate Law LLP',
  city: 'Boston',
  address: '1 Beacon St',
  description: '<p>Forty years of wills.</p>',
  gross_revenues: [1_400_000, 1_300_000, 1_200_000],
  sde: 420_000,
  more_info: { reason_to_sell: 'Retiring', billing_structures: ['hourly', 'fixed_fees'], firm_name_recognition: 4 },
  percentages: { billing_mix: { hourly: 70, fixed: 30, contingency: 0 } },
  active_cases: null,
  cases_last_year: null,
  open_cases_fees: null,
  average_fee_collected: null,
  litigation_services: 'no',
  media: [
    {
      id: 5,
      collection_name: 'financials_needed',
      folder_id: 1,
      filename: 'pnl.pdf',
      mimetype: 'application/pdf',
      size: 2048,
      created_at: '2026-01-02T00:00:00.000Z',
      url: '/api/listings/1/files/5',
    },
  ],
  data_room_folders: [buildFolder({ id: 1 }), buildFolder({ id: 2, opens_at: 'letter_of_intent', open: false, name: null })],
};

const LISTING = 'GET /listings/1';
const ACCESS_REQUESTS = 'GET /chats';
const CONNECT = 'POST /chats/create-match';
const NDA = 'GET /listings/1/nda';
const SIGN_NDA = 'POST /listings/1/nda';
const nda = {
  version: 1,
  sha256: 'a'.repeat(64),
  text: 'Confidentiality agreement\n\n3. Mutual confidentiality\n\nEach Party…',
  clauses: [],
  signed: null,
};
const DISABLE = 'PUT(override) /listings/disable/1';
const accessRequest = (id: number, status: string) => ({ data: { data: [{ id, status }] } });

/** The server with the listing as given, and no access request unless answered otherwise. */
const server = (listing: StubAnswer, answers: Record<string, StubAnswer> = {}) =>
  stubApi({ [LISTING]: listing, [ACCESS_REQUESTS]: { data: { data: [] } }, ...answers });

beforeEach(() => {
  notify.mockReset();
  session.clear();
});

describe('ListingDetailsScreen', () => {
  it('shows only the anonymised face without access, and connects through a match', async () => {
    const api = server(
      { data: buildDetail() },
      { [CONNECT]: { data: { id: 3 } }, [NDA]: { data: nda }, [SIGN_NDA]: { status: 201, data: { id: 9 } } },
    );
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Estate-planning practice, Greater Boston' })).toBeTruthy();
    expect(screen.getByText('$1,250,000')).toBeTruthy();
    expect(screen.queryByText('Whitfield Estate Law LLP')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Data room/ })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Request access / Connect' }));
    // The NDA first, in full: nothing is sent before the buyer signs it with their name and consent.
    const dialog = await screen.findByRole('dialog', { name: 'Sign the confidentiality agreement' });
    expect(await within(dialog).findByText(/Mutual confidentiality/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign and send my request' }));
    expect(within(dialog).getByText('Tick the box to agree to sign electronically.')).toBeTruthy();
    expect(api.called(SIGN_NDA)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Your full name, as on your account'), 'Bea Buyer');
    await userEvent.click(within(dialog).getByLabelText(/I agree to sign this agreement electronically/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign and send my request' }));
    expect(await screen.findByRole('heading', { name: 'Messages ?chat=3' })).toBeTruthy();
    expect(api.called(SIGN_NDA)[0]?.body).toEqual({ full_name: 'Bea Buyer', consent: true, sha256: nda.sha256 });
    expect(api.called(CONNECT)[0]?.body).toEqual({ listing_id: 1 });
  });

  it('shows a pending request with its conversation instead of the button', async () => {
    const api = server({ data: buildDetail() }, { [ACCESS_REQUESTS]: accessRequest(7, 'pending') });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Request pending' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request access / Connect' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe('/messages?chat=7');
    expect(api.called(ACCESS_REQUESTS)[0]?.params).toMatchObject({ 'filter[listing_id]': 1 });
  });

  it('says a request was declined, and that an accepted one opened the details', async () => {
    server({ data: buildDetail() }, { [ACCESS_REQUESTS]: accessRequest(8, 'declined') });
    const first = renderDetails();
    expect(await screen.findByRole('heading', { name: 'Request declined' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request access / Connect' })).toBeNull();
    first.unmount();
    server({ data: buildDetail({ access: 'full', confidential }) }, { [ACCESS_REQUESTS]: accessRequest(8, 'accepted') });
    renderDetails();
    expect(await screen.findByText('Request accepted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe('/messages?chat=8');
  });

  it('never asks for a request on the owner’s own listing', async () => {
    const api = server({ data: buildDetail({ is_owner: true }) });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Estate-planning practice, Greater Boston' })).toBeTruthy();
    expect(api.called(ACCESS_REQUESTS)).toHaveLength(0);
  });

  it('shows the identity, the answers in the buyer wording and the data room with access', async () => {
    server({ data: buildDetail({ access: 'full', confidential }) });
    renderDetails();
    expect(await screen.findByText('Whitfield Estate Law LLP')).toBeTruthy();
    expect(screen.getByText('How well recognised the firm name is in its market')).toBeTruthy();
    expect(screen.queryByText('How well recognised is your firm name in your market?')).toBeNull();
    expect(screen.getByText('Hourly, Fixed fees')).toBeTruthy();
    expect(screen.getByRole('link', { name: /pnl\.pdf/ }).getAttribute('href')).toBe('/api/listings/1/files/5');
    expect(screen.queryByRole('button', { name: 'Request access / Connect' })).toBeNull();
  });

  it('tells a buyer below the seller’s minimum level to get verified instead of offering the request', async () => {
    session.setUser(buildProfile({ verification_level: 'VI' }));
    const api = server({ data: buildDetail({ minimum_verification_level: 'VLP' }) });
    renderDetails();
    expect(await screen.findByText(/only to buyers who are at least/)).toBeTruthy();
    expect(screen.getByText('Funds Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request access / Connect' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Get verified' }));
    expect(await screen.findByRole('heading', { name: 'Get verified' })).toBeTruthy();
    expect(api.called(CONNECT)).toHaveLength(0);
  });

  it('offers the request to a buyer at the minimum level or above', async () => {
    session.setUser(buildProfile({ verification_level: 'VLP' }));
    server({ data: buildDetail({ minimum_verification_level: 'VFL' }) });
    renderDetails();
    expect(await screen.findByRole('button', { name: 'Request access / Connect' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get verified' })).toBeNull();
  });

  it('says the listing is not available on a 404', async () => {
    server(new ApiError('Not found.', 404));
    renderDetails();
    expect(await screen.findByText('This listing is not available')).toBeTruthy();
  });

  it('lets the owner delete with a reason, naming the listing', async () => {
    const management = buildManagement();
    const api = server(
      { data: buildDetail({ is_owner: true, access: 'full', confidential, management }) },
      { 'DELETE /listings/1': { data: { message: 'The listing was deleted.' } } },
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Estate-planning practice, Greater Boston' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete “Estate-planning practice, Greater Boston”?' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(within(dialog).getByText('Tell us why you are deleting it.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Why are you deleting it?'), 'Merged with a partner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    await waitFor(() => expect(api.called('DELETE /listings/1')[0]?.body).toEqual({ reason: 'Merged with a partner' }));
    expect(await screen.findByRole('heading', { name: 'My seller listings' })).toBeTruthy();
  });

  it('disables with "other" only once a note is written', async () => {
    const management = buildManagement();
    const api = server(
      { data: buildDetail({ is_owner: true, access: 'full', confidential, management }) },
      { [DISABLE]: { data: { message: 'The listing is now disabled.' } } },
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Estate-planning practice, Greater Boston' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Other'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable listing' }));
    expect(within(dialog).getByText('Tell us more about the reason.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Tell us more (required)'), 'Renovating the office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable listing' }));
    await waitFor(() => expect(api.called(DISABLE)[0]?.body).toEqual({ reason: 'other', note: 'Renovating the office' }));
    expect(notify).toHaveBeenCalledWith('The listing is now disabled.', 'success');
  });

  it('lets the seller name the buyer who bought when sold here, from the listing’s open deals', async () => {
    const management = buildManagement();
    const openDeals = {
      data: [
        {
          id: 7,
          buyer: { id: 20, unique_id: 'LX-BUY007', name: 'Grace Hopper' },
          stage: { id: 5, name: 'Letter of intent' },
          likelihood_of_closing: 80,
          created_at: '2026-01-03T00:00:00.000Z',
          pending_gates: [],
        },
        {
          id: 8,
          buyer: { id: 21, unique_id: 'LX-BUY008', name: 'Alan Turing' },
          stage: { id: 1, name: 'Introduction' },
          likelihood_of_closing: 10,
          created_at: '2026-01-04T00:00:00.000Z',
          pending_gates: [],
        },
      ],
    };
    const api = server(
      { data: buildDetail({ is_owner: true, access: 'full', confidential, management }) },
      { 'GET /listings/1/open-deals': { data: openDeals }, [DISABLE]: { data: { message: 'The listing is now disabled.' } } },
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Estate-planning practice, Greater Boston' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Sold here'));
    const buyers = await within(dialog).findByRole('group', { name: 'Who bought it? (optional)' });
    expect(api.called('GET /listings/1/open-deals')).toHaveLength(1);
    expect(within(dialog).getByText('2 open deals on this listing will close as lost.')).toBeTruthy();
    await userEvent.click(within(buyers).getByLabelText('Grace Hopper (LX-BUY007) — Letter of intent'));
    expect(within(dialog).getByText('The buyer’s deal will close as won; the other 1 open deal will close as lost.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable listing' }));
    // No note is sent as no field at all.
    await waitFor(() => expect(api.called(DISABLE)[0]?.body).toEqual({ reason: 'sold_here', note: undefined, winning_deal_id: 7 }));
  });
});
