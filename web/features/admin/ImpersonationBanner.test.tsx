import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ImpersonationBanner from './ImpersonationBanner';

const sessionState = vi.hoisted(() => ({ user: null as null | Record<string, unknown>, isImpersonating: false }));
const leave = vi.hoisted(() => vi.fn());

vi.mock('../../app/session/useSession', () => ({ useSession: () => sessionState }));
vi.mock('./impersonation', () => ({ leaveImpersonation: leave }));

const rita = { id: 5, first_name: 'Rita', last_name: 'Seller', full_name: 'Rita Seller' };

beforeEach(() => {
  leave.mockReset();
  sessionState.user = rita;
  sessionState.isImpersonating = false;
});
afterEach(cleanup);

describe('ImpersonationBanner', () => {
  it('shows nothing unless staff act as the user', () => {
    const { container } = render(<ImpersonationBanner />);
    expect(container.textContent).toBe('');
  });

  it('says who staff act as, with Leave', async () => {
    sessionState.isImpersonating = true;
    leave.mockResolvedValue(undefined);
    render(<ImpersonationBanner />);
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(banner.textContent).toBe('Acting as Rita Seller — Leave');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('lets staff try again when leaving fails', async () => {
    sessionState.isImpersonating = true;
    leave.mockRejectedValue(new Error('down'));
    render(<ImpersonationBanner />);
    const button = screen.getByRole('button', { name: 'Leave' }) as HTMLButtonElement;
    await userEvent.click(button);
    expect(button.disabled).toBe(false);
  });
});
