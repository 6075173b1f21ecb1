import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRoomFolder } from '../../../contracts/data-room/stages';
import type { ListingMedia } from '../../../contracts/listings/responses';
import { stubApi, unprocessable } from '../../test/stubApi';
import { DataRoomFiles } from './DataRoomFiles';
import { buildFolder, buildMedia } from './testListings';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notify }));

const SET_STAGE = 'PUT /listings/7/data-room/folders/financials_ready';
const files = [buildMedia(1, 'pnl-2025.pdf', 'financials_needed'), buildMedia(2, 'client-list.csv', 'financials_ready')];

function renderRoom(folders: DataRoomFolder[], media: ListingMedia[], owner: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DataRoomFiles files={media} folders={folders} ownerListingId={owner ? 7 : undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => notify.mockReset());

describe('the data room’s folder stages', () => {
  const owned: DataRoomFolder[] = [buildFolder({ id: 1 }), buildFolder({ id: 2 })];

  it('shows the seller each folder’s stage and saves a new one', async () => {
    const api = stubApi({ [SET_STAGE]: { data: { data: owned } } });
    renderRoom(owned, files, true);
    const selects = screen.getAllByLabelText<HTMLSelectElement>('Opens to buyers');
    expect(selects.map((select) => select.value)).toEqual(['access', 'access']);
    await userEvent.selectOptions(selects[1]!, 'After the letter of intent is signed');
    await waitFor(() => expect(api.called(SET_STAGE)).toHaveLength(1));
    expect(api.called(SET_STAGE)[0]!.body).toEqual({ opens_at: 'letter_of_intent' });
    expect(notify).toHaveBeenCalledWith('The folder now opens after the letter of intent is signed.', 'success');
  });

  it('tells the seller when the server refuses the stage', async () => {
    stubApi({ [SET_STAGE]: unprocessable('Choose when the folder opens.', { opens_at: ['Choose when the folder opens.'] }) });
    renderRoom(owned, files, true);
    await userEvent.selectOptions(screen.getAllByLabelText('Opens to buyers')[1]!, 'After the purchase agreement is signed');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Choose when the folder opens.', 'error'));
  });

  it('shows a buyer a later folder by its stage, without a control and without its files', () => {
    renderRoom(
      [buildFolder({ id: 1 }), buildFolder({ id: 2, opens_at: 'purchase_agreement', open: false, name: null })],
      [files[0]!],
      false,
    );
    expect(screen.getByRole('link', { name: 'pnl-2025.pdf' })).toBeTruthy();
    expect(screen.getByText('Opens when the purchase agreement is signed.')).toBeTruthy();
    expect(screen.queryByText('client-list.csv')).toBeNull();
    expect(screen.queryByLabelText('Opens to buyers')).toBeNull();
  });
});
