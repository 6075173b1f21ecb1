import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUserList } from '../../../contracts/admin';
import UsersScreen from './UsersScreen';

const api = vi.hoisted(() => ({ fetchUsers: vi.fn(), fetchUserDetail: vi.fn(), setUserActive: vi.fn(), deleteUser: vi.fn() }));
const notify = vi.hoisted(() => vi.fn());
const impersonate = vi.hoisted(() => vi.fn());

vi.mock('./adminApi', async (original) => ({ ...(await original<typeof import('./adminApi')>()), ...api }));
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

beforeEach(() => {
  for (const fn of [...Object.values(api), notify, impersonate]) fn.mockReset();
  api.fetchUsers.mockResolvedValue(page([member(2, 'Ann', 'Buyer'), member(3, 'Sam', 'Staff', { role: 'admin' })]));
});
afterEach(cleanup);

describe('UsersScreen', () => {
  it('lists users and filters with bracketed query keys', async () => {
    renderScreen();
    expect(await screen.findByText('Ann Buyer')).toBeTruthy();
    expect(screen.getByText('Showing 1–2 of 2 users')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() =>
      expect(api.fetchUsers).toHaveBeenLastCalledWith(
        { page: 1, per_page: 25, sort: '-created_at', 'filter[role]': 'admin' },
        expect.anything(),
      ),
    );
  });

  it('sets a user inactive with the SPEC toast', async () => {
    api.setUserActive.mockResolvedValue({ message: 'User is now inactive.', user: member(2, 'Ann', 'Buyer', { active: false }) });
    renderScreen();
    await openActions('Ann Buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Set inactive' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('User is now inactive.', 'success'));
    expect(api.setUserActive).toHaveBeenCalledWith(2, false);
  });

  it('offers no impersonation or deletion on staff accounts', async () => {
    renderScreen();
    await openActions('Sam Staff');
    expect(screen.queryByRole('button', { name: 'Impersonate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete…' })).toBeNull();
  });

  it('impersonates from the row menu', async () => {
    impersonate.mockResolvedValue(undefined);
    renderScreen();
    await openActions('Ann Buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    await waitFor(() => expect(impersonate).toHaveBeenCalledWith(2));
  });

  it('deletes after the full name is typed, with the SPEC toast', async () => {
    api.deleteUser.mockResolvedValue('The user with his/her listings are deleted successfully.');
    renderScreen();
    await openActions('Ann Buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'Ann Buyer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('The user with his/her listings are deleted successfully.', 'success'));
    expect(api.deleteUser).toHaveBeenCalledWith(2, 'Ann Buyer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when nothing matches', async () => {
    api.fetchUsers.mockResolvedValue(page([]));
    renderScreen();
    expect(await screen.findByText('No users match these filters yet')).toBeTruthy();
  });
});
