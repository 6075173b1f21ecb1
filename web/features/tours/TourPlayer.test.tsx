import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import TourPlayer from './TourPlayer';
import type { TourStep } from './tours';

const STEPS: TourStep[] = [
  { target: 'center', title: 'First step', content: 'One.' },
  { target: 'center', title: 'Second step', content: 'Two.' },
  { target: 'center', title: 'Last step', content: 'Three.' },
];

const openModal = () => {
  const modal = document.createElement('div');
  modal.className = 'modal fade show';
  modal.setAttribute('aria-modal', 'true');
  modal.setAttribute('role', 'dialog');
  document.body.append(modal);
  return modal;
};

describe('a tour and a dialog (issue #34)', () => {
  it('steps aside while a dialog is open, without ending, and comes back at the step it was on', async () => {
    const onEnd = vi.fn();
    render(<TourPlayer steps={STEPS} onEnd={onEnd} />);
    const user = userEvent.setup();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('First step');
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('Second step'));

    const modal = openModal();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Escape belongs to the dialog now: it does not end the tour.
    await user.keyboard('{Escape}');
    expect(onEnd).not.toHaveBeenCalled();

    act(() => modal.remove());
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Second step');
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('does not show over a dialog already open, and shows once it closes', async () => {
    const modal = openModal();
    render(<TourPlayer steps={STEPS} onEnd={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => modal.remove());
    expect((await screen.findByRole('alertdialog')).textContent).toContain('First step');
  });
});
