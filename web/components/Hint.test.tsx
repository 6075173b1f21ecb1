import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { POPOVER_DISPOSE_TIMEOUT_MS, TOOLTIP_DISTANCE_PX, TOOLTIP_POPPER_CONFIG, TOOLTIP_SHOW_DELAY_MS } from '../lib/tooltips';
import { Hint } from './Hint';

describe('docs/product.md "Constants and limits" tooltip constants', () => {
  it('are 200 ms to show, 150 ms for a popover to go, 5 px away', () => {
    expect([TOOLTIP_SHOW_DELAY_MS, POPOVER_DISPOSE_TIMEOUT_MS, TOOLTIP_DISTANCE_PX]).toEqual([200, 150, 5]);
    expect(TOOLTIP_POPPER_CONFIG.modifiers[0]).toEqual({ name: 'offset', options: { offset: [0, 5] } });
  });
});

describe('Hint', () => {
  it('shows its text on hover after the show delay, not at once, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Hint text="Add to your watch list">
        <button type="button" aria-label="Star">
          ★
        </button>
      </Hint>,
    );
    const started = performance.now();
    await user.hover(screen.getByRole('button', { name: 'Star' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Add to your watch list');
    expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_SHOW_DELAY_MS - 20);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('makes a badge reachable by keyboard and describes it to screen readers', async () => {
    const user = userEvent.setup();
    render(
      <Hint text="The seller proved who they are with a government ID." focusable>
        <span className="badge">Seller: Identity Verified</span>
      </Hint>,
    );
    await user.tab();
    const target = document.activeElement as HTMLElement;
    expect(target.textContent).toBe('Seller: Identity Verified');
    expect(document.getElementById(target.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The seller proved who they are with a government ID.',
    );
    expect((await screen.findByRole('tooltip')).textContent).toBe('The seller proved who they are with a government ID.');
  });

  it('shows a popover with its title for longer explanations', async () => {
    const user = userEvent.setup();
    render(
      <Hint title="Usable information" text="Revenue for the last three years, the seller's earnings and the ratings." focusable>
        <span>Usable information</span>
      </Hint>,
    );
    await user.hover(screen.getByText('Usable information', { selector: 'span:not(.visually-hidden)' }));
    const popover = await screen.findByRole('tooltip');
    expect(popover.querySelector('.popover-header')!.textContent).toBe('Usable information');
  });
});
