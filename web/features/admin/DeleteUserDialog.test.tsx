import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../contracts/admin/admin';
import { ApiError } from '../../lib/api';
import { DeleteUserDialog } from './DeleteUserDialog';

afterEach(cleanup);

const user: AdminUser = {
  id: 7,
  unique_id: 'LX-ABC234',
  first_name: 'Mary',
  last_name: 'Jane Watson',
  full_name: 'Mary Jane Watson',
  email: 'mj@firm.test',
  phone: '5551234567',
  role: 'user',
  user_type: 'selling',
  verification_level: 'unverified',
  active: true,
  has_accepted_terms: true,
  email_verified_at: null,
  phone_verified_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('DeleteUserDialog', () => {
  it('names the user and what goes, and deletes only once the full name is typed', async () => {
    const onConfirm = vi.fn();
    render(<DeleteUserDialog user={user} pending={false} error={null} onCancel={() => {}} onConfirm={onConfirm} />);
    expect(screen.getByRole('heading', { name: 'Delete Mary Jane Watson?' })).toBeTruthy();
    expect(screen.getByText(/Their listings go/)).toBeTruthy();
    expect(screen.getByText(/Chats with other members stay readable/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Delete user' }) as HTMLButtonElement;
    const input = screen.getByLabelText(/to confirm/);

    await userEvent.type(input, 'mary jane watson');
    expect(button.disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'Mary Jane Watson');
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    expect(onConfirm).toHaveBeenCalledWith('Mary Jane Watson');
  });

  it('shows the server’s refusal beside the field', () => {
    const error = new ApiError('Type the user’s full name.', 422, null, {
      confirm_name: ["Type the user's full name exactly to confirm."],
    });
    render(<DeleteUserDialog user={user} pending={false} error={error} onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.getByText("Type the user's full name exactly to confirm.")).toBeTruthy();
  });

  it('cancels', async () => {
    const onCancel = vi.fn();
    render(<DeleteUserDialog user={user} pending={false} error={null} onCancel={onCancel} onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
