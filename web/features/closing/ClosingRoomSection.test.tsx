import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClosingItem, ClosingRoom, DueDiligenceList } from '../../../contracts/closing/closing';
import { queryClient } from '../../app/queryClient';
import { renderScreen } from '../../test/renderScreen';
import { stubApi, unprocessable } from '../../test/stubApi';
import { ClosingRoomSection } from './ClosingRoomSection';
import { orderItems } from './closingLabels';

const item = (change: Partial<ClosingItem>): ClosingItem => ({
  id: 1,
  key: 'trust_account',
  title: 'Trust (IOLTA) account reconciliation and transfer',
  owner_side: 'seller',
  status: 'open',
  due_on: '2026-12-20',
  overdue: false,
  removable: false,
  documents: [],
  ...change,
});

const room = (change: Partial<ClosingRoom> = {}): ClosingRoom => ({
  open: true,
  waiting_for: null,
  side: 'buyer',
  read_only: false,
  items: [
    item({}),
    item({ id: 2, key: 'malpractice_tail', title: 'Malpractice tail coverage bound', status: 'done', due_on: '2026-11-01' }),
    item({
      id: 3,
      key: 'office_lease',
      title: 'Office lease assigned or ended',
      status: 'not_applicable',
      owner_side: 'both',
      due_on: null,
    }),
    item({
      id: 4,
      key: null,
      title: 'Transfer the client portal',
      owner_side: 'buyer',
      due_on: '2026-11-02',
      overdue: true,
      removable: true,
      documents: [{ id: 9, name: 'portal export.csv', size: 2048, uploaded_at: '2026-11-20T10:00:00.000Z' }],
    }),
  ],
  progress: { done: 1, total: 3 },
  ...change,
});

const noRequests: DueDiligenceList = { data: [], counts: { open: 0, answered: 0, closed: 0 } };

function Section() {
  return <ClosingRoomSection dealId={5} />;
}

function ClosedDealSection() {
  return <ClosingRoomSection dealId={5} dealClosed />;
}

beforeEach(() => queryClient.clear());

const show = () => renderScreen('/buyer-deals/:id', '/buyer-deals/5', Section);

describe('ClosingRoomSection', () => {
  it('says what it waits for before the letter of intent is signed', async () => {
    stubApi({
      'GET /deals/5/closing': {
        data: room({
          open: false,
          waiting_for: 'The closing room opens when both sides have signed the letter of intent.',
          items: [],
          progress: { done: 0, total: 0 },
        }),
      },
    });
    show();
    expect(await screen.findByText('The closing room opens when both sides have signed the letter of intent.')).toBeTruthy();
    expect(screen.queryByText('Due-diligence requests')).toBeNull();
  });

  it('is not shown at all on a deal that closed without a closing room', async () => {
    const api = stubApi({
      'GET /deals/5/closing': {
        data: room({ open: false, waiting_for: 'The closing room opens when both sides have signed the letter of intent.', items: [] }),
      },
    });
    renderScreen('/buyer-deals/:id', '/buyer-deals/5', ClosedDealSection);
    await waitFor(() => expect(api.called('GET /deals/5/closing')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Closing room' })).toBeNull());
  });

  it('shows the progress without n/a items, owners, due dates, overdue items and files', async () => {
    stubApi({ 'GET /deals/5/closing': { data: room() }, 'GET /deals/5/closing/requests': { data: noRequests } });
    show();
    const bar = await screen.findByRole('progressbar', { name: 'Closing checklist progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByText('Items marked not applicable are not counted.')).toBeTruthy();
    const rows = screen.getAllByTestId('closing-item');
    expect(within(rows[3]!).getByText('You')).toBeTruthy();
    expect(within(rows[3]!).getByText(/overdue/)).toBeTruthy();
    expect(within(rows[3]!).getByRole('link', { name: 'portal export.csv' }).getAttribute('href')).toBe('/api/deals/5/closing/files/9');
    expect(within(rows[0]!).getByText('Seller')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('sends a status change and shows the room the server answers', async () => {
    const ticked = room({
      items: room().items.map((entry) => (entry.id === 1 ? { ...entry, status: 'done' } : entry)),
      progress: { done: 2, total: 3 },
    });
    const api = stubApi({
      'GET /deals/5/closing': { data: room() },
      'GET /deals/5/closing/requests': { data: noRequests },
      'PUT /deals/5/closing/items/1': { data: ticked },
    });
    show();
    await userEvent.selectOptions(await screen.findByLabelText('Status of Trust (IOLTA) account reconciliation and transfer'), 'done');
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67'));
    expect(api.called('PUT /deals/5/closing/items/1')[0]!.body).toEqual({ status: 'done' });
  });

  it('adds an item, and shows the server’s field message', async () => {
    const api = stubApi({
      'GET /deals/5/closing': { data: room() },
      'GET /deals/5/closing/requests': { data: noRequests },
      'POST /deals/5/closing/items': unprocessable('Enter a title of 1 to 200 characters.', {
        title: ['Enter a title of 1 to 200 characters.'],
      }),
    });
    show();
    await userEvent.type(await screen.findByLabelText('Add an item'), 'Transfer the domain');
    await userEvent.selectOptions(screen.getByLabelText('Owner'), 'seller');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Enter a title of 1 to 200 characters.')).toBeTruthy();
    expect(api.called('POST /deals/5/closing/items')[0]!.body).toEqual({
      title: 'Transfer the domain',
      owner_side: 'seller',
      due_on: null,
    });
  });

  it('reads only, for staff acting as a member', async () => {
    stubApi({ 'GET /deals/5/closing': { data: room({ read_only: true }) }, 'GET /deals/5/closing/requests': { data: noRequests } });
    show();
    expect(await screen.findByText(/you can read the closing room, not change it/)).toBeTruthy();
    expect(screen.getByLabelText('Status of Trust (IOLTA) account reconciliation and transfer').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByLabelText('Add an item')).toBeNull();
    expect(screen.queryByLabelText('Ask the seller for')).toBeNull();
  });
});

describe('due-diligence requests', () => {
  it('lets the buyer ask, filter, export and close', async () => {
    const list: DueDiligenceList = {
      data: [
        {
          id: 7,
          title: 'Last 24 months of billing reports',
          due_on: null,
          overdue: false,
          status: 'answered',
          answer_note: 'Attached.',
          asked_at: '2026-11-20T10:00:00.000Z',
          answered_at: '2026-11-21T10:00:00.000Z',
          closed_at: null,
          documents: [{ id: 11, name: 'billing.xlsx', size: 5000, uploaded_at: '2026-11-21T10:00:00.000Z' }],
        },
      ],
      counts: { open: 0, answered: 1, closed: 0 },
    };
    const api = stubApi({
      'GET /deals/5/closing': { data: room() },
      'GET /deals/5/closing/requests': { data: list },
      'POST /deals/5/closing/requests': { status: 201, data: list.data[0] },
      'PUT /deals/5/closing/requests/7/status': { data: { ...list.data[0], status: 'closed' } },
    });
    show();
    expect(await screen.findByText('Last 24 months of billing reports')).toBeTruthy();
    expect(screen.getByText('0 open · 1 answered · 0 closed')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Ask the seller for'), 'Staff list');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(api.called('POST /deals/5/closing/requests')[0]!.body).toEqual({ title: 'Staff list', due_on: null }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'answered');
    await userEvent.type(screen.getByLabelText('Search'), 'billing');
    await waitFor(() => expect(api.called('GET /deals/5/closing/requests').at(-1)!.params).toEqual({ status: 'answered', q: 'billing' }));
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe('/api/deals/5/closing/requests/export?status=answered&q=billing');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.called('PUT /deals/5/closing/requests/7/status')[0]!.body).toEqual({ status: 'closed' }));
  });
});

describe('orderItems', () => {
  it('sorts by due date (none last), owner or status, keeping the checklist order on ties', () => {
    const items = room().items;
    expect(orderItems(items, 'due').map((entry) => entry.id)).toEqual([2, 4, 1, 3]);
    expect(orderItems(items, 'status').map((entry) => entry.id)).toEqual([1, 4, 2, 3]);
    expect(orderItems(items, 'owner').map((entry) => entry.id)).toEqual([1, 2, 4, 3]);
    expect(orderItems(items, 'checklist').map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });
});
