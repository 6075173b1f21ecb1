import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUserList } from '../../../contracts/admin/admin';
import { stubApi, type StubAnswer } from '../../test/stubApi';
import UsersScreen from './UsersScreen';

const notify = vi.hoisted(() => vi.fn());
const impersonate = vi.hoisted(() => vi.fn());

vi.mock('../../lib/toast', () => ({ notify }));
vi.mock('./impersonation', () => ({ impersonate }));
vi.mock('../../app/session/useSession', () => ({ useSession: () => ({ user: { id: 1 }, isImpersonating: false }) }));

function member(id: number, first: string, last: string, extra: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    unique_id: `LX-${id}AAAAA`,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first.toLowerCase()}@firm.test`,
    phone: '5551234567',
    role: 'user',
    user_type: 'buying',
    verification_level: 'VI',
    active: true,
    has_accepted_terms: true,
    email_verified_at: null,
    phone_verified_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

const page = (data: AdminUser[]): AdminUserList => ({ data, meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length } });

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/users']}>
        <UsersScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openActions = async (name: string) => userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));

/** Two users on the list, and the given answers. */
const server = (answers: Record<string, StubAnswer> = {}) =>
  stubApi({ 'GET /users': { data: page([member(2, 'Ann', 'Buyer'), member(3, 'Sam', 'Staff', { role: 'admin' })]) }, ...answers });

beforeEach(() => {
  for (const fn of [notify, impersonate]) fn.mockReset();
});
afterEach(cleanup);

describe('UsersScreen', () => {
  it('lists users and filters with bracketed query keys', async () => {
    const api = server();
    renderScreen();
    expect(await screen.findByText('Ann Buyer')).toBeTruthy();
    expect(screen.getByText('Showing 1–2 of 2 users')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() =>
      expect(api.called('GET /users').at(-1)?.params).toEqual({ page: 1, per_page: 25, sort: '-created_at', 'filter[role]': 'admin' }),
    );
  });

  it('sets a user inactive with the SPEC toast', async () => {
    const api = server({
      'PUT(override) /users/2': { data: { message: 'User is now inactive.', user: member(2, 'Ann', 'Buyer', { active: false }) } },
    });
    renderScreen();
    await openActions('Ann Buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Set inactive' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('User is now inactive.', 'success'));
    expect(api.called('PUT(override) /users/2')[0]?.body).toEqual({ active: false });
  });

  it('offers no impersonation or deletion on staff accounts', async () => {
    server();
    renderScreen();
    await openActions('Sam Staff');
    expect(screen.queryByRole('button', { name: 'Impersonate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete…' })).toBeNull();
  });

  it('impersonates from the row menu', async () => {
    impersonate.mockResolvedValue(undefined);
    server();
    renderScreen();
    await openActions('Ann Buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    await waitFor(() => expect(impersonate).toHaveBeenCalledWith(2));
  });

  it('deletes after the full name is typed, with the SPEC toast', async () => {
    const api = server({ 'DELETE /users/2': { data: { message: 'The user with his/her listings are deleted successfully.' } } });
    renderScreen();
    await openActions('Ann Buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'Ann Buyer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('The user with his/her listings are deleted successfully.', 'success'));
    expect(api.called('DELETE /users/2')[0]?.body).toEqual({ confirm_name: 'Ann Buyer' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when nothing matches', async () => {
    stubApi({ 'GET /users': { data: page([]) } });
    renderScreen();
    expect(await screen.findByText('No users match these filters yet')).toBeTruthy();
  });
});
