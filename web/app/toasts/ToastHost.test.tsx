import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { clearToasts, notify } = vi.hoisted(() => ({ clearToasts: vi.fn(), notify: vi.fn() }));
vi.mock('../../lib/toast', () => ({
  clearToasts,
  notify,
  toastsWanted: { get: () => false, subscribe: () => () => {} },
}));

import { ToastHost } from './ToastHost';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ToastHost /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ToastHost', () => {
  beforeEach(() => {
    clearToasts.mockReset();
    notify.mockReset();
  });

  it('clears the toasts when the URL changes (docs/product.md "Constants and limits")', async () => {
    const router = renderAt('/all-listings');
    expect(clearToasts).not.toHaveBeenCalled();
    await act(() => router.navigate('/messages'));
    expect(clearToasts).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the toast a navigation carries after clearing the old ones, so it is not lost', async () => {
    const router = renderAt('/listings/details/4');
    await act(() =>
      router.navigate('/messages', { state: { toast: { message: 'Your request was sent to the seller.', kind: 'success' } } }),
    );
    expect(clearToasts).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Your request was sent to the seller.', 'success');
    expect(clearToasts.mock.invocationCallOrder[0]).toBeLessThan(notify.mock.invocationCallOrder[0]!);
  });
});
