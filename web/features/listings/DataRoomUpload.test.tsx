import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail, ListingMedia } from '../../../contracts/listings/responses';
import { ApiError } from '../../lib/api';
import { stubApi } from '../../test/stubApi';
import { DataRoomFiles } from './DataRoomFiles';
import { listingKeys } from './listingsApi';
import { buildDetail, buildFolder, buildMedia as media } from './testListings';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notify }));

const detail = (files: ListingMedia[]): ListingDetail =>
  buildDetail({ id: 7, is_owner: true, confidential: { media: files } as unknown as ListingDetail['confidential'] });

/** The listing page's data-room card, fed from the listing's query as the screen is. */
function Card() {
  const { data } = useQuery({ queryKey: listingKeys.detail(7), queryFn: () => new Promise<ListingDetail>(() => {}), staleTime: Infinity });
  return (
    <DataRoomFiles files={data?.confidential?.media ?? []} folders={[buildFolder({ id: 1 }), buildFolder({ id: 2 })]} ownerListingId={7} />
  );
}

function renderCard(files: ListingMedia[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(listingKeys.detail(7), detail(files));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Card />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const pdf = (name: string) => new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' });
const input = () => screen.getByLabelText('Choose documents to upload');

const UPLOAD = 'POST /listings/7/files';
/** The files of an upload's multipart body, by field name. */
const sent = (body: unknown) => [...(body as FormData).entries()].map(([field, file]) => [field, (file as File).name]);

beforeEach(() => notify.mockReset());

describe('the seller’s data-room upload', () => {
  it('shows each file’s progress, adds it to the list without a reload, and refuses a wrong type or a large file by name', async () => {
    let finish: (listing: ListingDetail) => void = () => {};
    const api = stubApi({
      [UPLOAD]: (_body, options) => {
        options?.onUploadProgress?.(0.4);
        return new Promise((resolve) => (finish = (listing) => resolve({ data: listing })));
      },
    });
    renderCard([media(1, 'Profit and loss.pdf', 'financials_needed')]);
    const big = pdf('archive.pdf');
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    await userEvent.setup({ applyAccept: false }).upload(input(), [pdf('Lease abstract.pdf'), new File(['hi'], 'notes.txt'), big]);

    expect(await screen.findByRole('progressbar', { name: 'Uploading Lease abstract.pdf' })).toHaveProperty('ariaValueNow', '40');
    const uploads = within(screen.getByRole('list', { name: 'Uploads' }));
    expect(uploads.getByText('notes.txt is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file.')).toBeTruthy();
    expect(uploads.getByText('archive.pdf is larger than 25 MB.')).toBeTruthy();
    // Only the good file is sent, on its own, filed with the other documents since the statements exist.
    expect(api.called(UPLOAD)).toHaveLength(1);
    expect(sent(api.called(UPLOAD)[0]!.body)).toEqual([['financials_ready[]', 'Lease abstract.pdf']]);

    finish(detail([media(1, 'Profit and loss.pdf', 'financials_needed'), media(2, 'Lease abstract.pdf')]));
    expect(await screen.findByRole('link', { name: 'Lease abstract.pdf' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Profit and loss.pdf' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('The document is in the data room.', 'success');
  });

  it('shows the server’s refusal beside the file and keeps what is already there', async () => {
    const api = stubApi({
      [UPLOAD]: new ApiError('The given data was invalid.', 422, null, {
        financials_needed: ['scan.pdf is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file.'],
      }),
    });
    renderCard([]);
    await userEvent.upload(input(), pdf('scan.pdf'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'scan.pdf is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file.');
    // With no statements yet, the first file is filed as the statements.
    expect(sent(api.called(UPLOAD)[0]!.body)).toEqual([['financials_needed', 'scan.pdf']]);
    expect(screen.getByText(/^No documents yet\./)).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('takes files dropped on the zone, one after another, and refuses a second statements file', async () => {
    const api = stubApi({ [UPLOAD]: { data: detail([media(3, 'Statements.pdf', 'financials_needed')]) } });
    renderCard([]);
    const zone = screen.getByTestId('data-room-drop');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone.className).toContain('is-dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('Statements.pdf'), pdf('Statements 2.pdf')] } });
    expect(await screen.findByRole('link', { name: 'Statements.pdf' })).toBeTruthy();
    expect(screen.getByText('Attach one file for the financial statements.')).toBeTruthy();
    expect(api.called(UPLOAD)).toHaveLength(1);
    expect(zone.className).not.toContain('is-dragging');
  });

  it('removes a file after the seller confirms, keeping the others', async () => {
    const api = stubApi({ 'DELETE /listings/7/files/2': { data: detail([media(1, 'Profit and loss.pdf', 'financials_needed')]) } });
    renderCard([media(1, 'Profit and loss.pdf', 'financials_needed'), media(2, 'Wrong file.pdf')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Wrong file.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Wrong file.pdf?' });
    expect(dialog.getAttribute('aria-labelledby')).toBe('remove-data-room-file-title');
    await user.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    expect(api.called('DELETE /listings/7/files/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Wrong file.pdf' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Profit and loss.pdf' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Wrong file.pdf was removed.', 'success');
  });
});
