import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLDER_MESSAGES } from '../../../contracts/data-room/folders';
import type { DataRoomFolder } from '../../../contracts/data-room/stages';
import type { ListingMedia } from '../../../contracts/listings/responses';
import { ApiError } from '../../lib/api';
import { stubApi } from '../../test/stubApi';
import { DataRoomFiles } from './DataRoomFiles';
import { buildFolder, buildMedia } from './testListings';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notify }));

const leases = buildFolder({ id: 3, name: 'Leases', opens_at: 'letter_of_intent' });
const FOLDERS: DataRoomFolder[] = [buildFolder({ id: 1 }), buildFolder({ id: 2 }), leases];
const FILES: ListingMedia[] = [buildMedia(1, 'pnl.pdf', 'financials_needed'), buildMedia(2, 'lease.csv', 'data_room', 7, 3)];
const OK = { data: { data: FOLDERS } };

function renderRoom(folders = FOLDERS, files = FILES, owner = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DataRoomFiles files={files} folders={folders} ownerListingId={owner ? 7 : undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const folderCard = (name: string) => screen.getByRole('heading', { name }).closest('.data-room-folder') as HTMLElement;

beforeEach(() => notify.mockReset());

describe('the seller’s folder manager', () => {
  it('makes a folder from a suggestion, with its stage', async () => {
    const api = stubApi({ 'POST /listings/7/data-room/folders': { status: 201, data: { data: FOLDERS } } });
    renderRoom();
    const form = screen.getByRole('form', { name: 'New folder' });
    await userEvent.click(within(form).getByRole('button', { name: 'Client-matter summary' }));
    expect((within(form).getByLabelText('When it opens') as HTMLInputElement).value).toBe('letter_of_intent');
    await userEvent.click(within(form).getByRole('button', { name: 'Add folder' }));
    await waitFor(() => expect(api.called('POST /listings/7/data-room/folders')).toHaveLength(1));
    expect(api.called('POST /listings/7/data-room/folders')[0]!.body).toEqual({
      name: 'Client-matter summary',
      opens_at: 'letter_of_intent',
    });
    await waitFor(() => expect((within(form).getByLabelText('Folder name') as HTMLInputElement).value).toBe(''));
  });

  it('shows the server’s refusal beside the name and keeps what was typed', async () => {
    stubApi({
      'POST /listings/7/data-room/folders': new ApiError('The given data was invalid.', 422, null, { name: [FOLDER_MESSAGES.duplicate] }),
    });
    renderRoom();
    const form = screen.getByRole('form', { name: 'New folder' });
    await userEvent.type(within(form).getByLabelText('Folder name'), 'leases');
    await userEvent.click(within(form).getByRole('button', { name: 'Add folder' }));
    expect(await within(form).findByText(FOLDER_MESSAGES.duplicate)).toBeTruthy();
    expect((within(form).getByLabelText('Folder name') as HTMLInputElement).value).toBe('leases');
  });

  it('offers only the suggestions the data room does not have', () => {
    stubApi({});
    renderRoom([...FOLDERS, buildFolder({ id: 4, name: 'Full client list' })]);
    const form = screen.getByRole('form', { name: 'New folder' });
    expect(within(form).queryByRole('button', { name: 'Full client list' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Trust-account summary' })).toBeTruthy();
  });

  it('moves, renames and deletes the seller’s own folder; the questionnaire’s can only move', async () => {
    const api = stubApi({ 'PUT /listings/7/data-room/folders/3': OK, 'DELETE /listings/7/data-room/folders/3': OK });
    renderRoom();
    const statements = folderCard('Financial statements (profit and loss, last 3 years)');
    expect(within(statements).queryByRole('button', { name: /Rename|Delete/ })).toBeNull();
    expect((within(statements).getByRole('button', { name: /up$/ }) as HTMLButtonElement).disabled).toBe(true);

    const own = folderCard('Leases');
    expect((within(own).getByRole('button', { name: 'Move Leases down' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(own).getByRole('button', { name: 'Move Leases up' }));
    await waitFor(() => expect(api.called('PUT /listings/7/data-room/folders/3')[0]?.body).toEqual({ position: 1 }));

    await userEvent.click(within(own).getByRole('button', { name: 'Rename Leases' }));
    const input = within(own).getByLabelText('New name for Leases');
    await userEvent.clear(input);
    await userEvent.type(input, 'Office leases{Enter}');
    await waitFor(() => expect(api.called('PUT /listings/7/data-room/folders/3')[1]?.body).toEqual({ name: 'Office leases' }));

    await userEvent.click(within(folderCard('Leases')).getByRole('button', { name: 'Delete Leases' }));
    await waitFor(() => expect(api.called('DELETE /listings/7/data-room/folders/3')).toHaveLength(1));
  });

  it('says why a folder with files is not deleted', async () => {
    stubApi({
      'DELETE /listings/7/data-room/folders/3': new ApiError('The given data was invalid.', 422, null, {
        folder: [FOLDER_MESSAGES.notEmpty(1)],
      }),
    });
    renderRoom();
    await userEvent.click(within(folderCard('Leases')).getByRole('button', { name: 'Delete Leases' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(FOLDER_MESSAGES.notEmpty(1), 'error'));
  });

  it('moves a file to another folder', async () => {
    const api = stubApi({ 'PUT /listings/7/files/2': { data: {} } });
    renderRoom();
    await userEvent.selectOptions(screen.getByLabelText('Move lease.csv to another folder'), 'Other financial documents ready to share');
    await waitFor(() => expect(api.called('PUT /listings/7/files/2')[0]?.body).toEqual({ folder_id: 2 }));
  });

  it('uploads into the folder chosen: a folder the seller made by its id', async () => {
    const api = stubApi({ 'POST /listings/7/files': { data: {} } });
    renderRoom();
    await userEvent.selectOptions(screen.getByLabelText('File new documents under'), 'Leases');
    await userEvent.upload(
      screen.getByLabelText('Choose documents to upload'),
      new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(api.called('POST /listings/7/files')).toHaveLength(1));
    const body = [...(api.called('POST /listings/7/files')[0]!.body as FormData).entries()];
    expect(body.map(([field, value]) => [field, typeof value === 'string' ? value : (value as File).name])).toEqual([
      ['folder_id', '3'],
      ['files[]', 'lease.pdf'],
    ]);
  });

  it('shows a buyer a closed folder by its stage only, without a name or any control', () => {
    stubApi({});
    renderRoom([buildFolder({ id: 1 }), buildFolder({ id: 3, name: null, open: false, opens_at: 'letter_of_intent' })], [FILES[0]!], false);
    expect(screen.getByText('Opens when the letter of intent is signed.')).toBeTruthy();
    expect(screen.queryByText('Leases')).toBeNull();
    expect(screen.queryByRole('form', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move|Rename|Delete/ })).toBeNull();
  });
});
