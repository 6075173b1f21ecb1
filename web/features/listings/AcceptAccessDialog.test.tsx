import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail } from '../../../contracts/listings/responses';
import { session } from '../../app/session/sessionStore';
import { buildChat, buildMember } from '../../test/chatFixtures';
import { buildProfile } from '../../test/profiles';
import { stubApi } from '../../test/stubApi';
import { MatchRequestCard } from '../chats/MatchRequestCard';
import { buildDetail, buildFolder, buildMedia } from './testListings';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notify }));

const LISTING = 'GET /listings/7';
const ANSWER = 'PUT /chats/1';

const listing = buildDetail({
  id: 7,
  is_owner: true,
  access: 'full',
  confidential: {
    firm_name: 'Alvarez Family Law PLLC',
    city: 'Mesa',
    address: '123 Main St',
    media: [buildMedia(1, 'pnl-2025.pdf', 'financials_needed'), buildMedia(2, 'client-list.csv', 'financials_ready')],
    data_room_folders: [buildFolder({ id: 1 }), buildFolder({ id: 2, opens_at: 'letter_of_intent' })],
  } as unknown as ListingDetail['confidential'],
});

const request = buildChat({
  status: 'pending',
  my_role: 'seller',
  can_answer: true,
  listing: { id: 7, reference: 'LST-4HX2P8M6TQ', headline: 'Family law practice in Mesa' },
  members: [buildMember({ role: 'buyer', unique_id: 'LX-B9', name: 'LX-B9', full_name: null })],
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MatchRequestCard chat={request} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  notify.mockReset();
  session.setUser(buildProfile({ first_name: 'Denise', last_name: 'Alvarez', full_name: 'Denise Alvarez', user_type: 'selling' }));
});

describe('accepting an access request', () => {
  it('asks the seller to confirm what the buyer will see: firm, name, the folders open after access, the later ones', async () => {
    const api = stubApi({ [LISTING]: { data: listing }, [ANSWER]: { data: { ...request, status: 'accepted' } } });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give LX-B9 access?' });
    await within(dialog).findByText('Alvarez Family Law PLLC, 123 Main St, Mesa');
    expect(within(dialog).getByText('Denise Alvarez')).toBeTruthy();
    expect(within(dialog).getByText('Financial statements (profit and loss, last 3 years)')).toBeTruthy();
    expect(dialog.textContent).toContain('(1 file)');
    expect(dialog.textContent).toContain('Other financial documents ready to share (opens when the letter of intent is signed)');
    expect(api.called(ANSWER)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and give access' }));
    await waitFor(() => expect(api.called(ANSWER)).toHaveLength(1));
    expect(api.called(ANSWER)[0]!.body).toEqual({ status: 'accepted' });
  });

  it('accepts nothing when the seller cancels', async () => {
    const api = stubApi({ [LISTING]: { data: listing } });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Alvarez Family Law PLLC, 123 Main St, Mesa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.called(ANSWER)).toHaveLength(0);
  });
});
