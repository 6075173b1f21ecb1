import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastify = vi.hoisted(() => {
  const toast = Object.assign(
    vi.fn(() => 'id-default'),
    {
      info: vi.fn(() => 'id-info'),
      success: vi.fn(() => 'id-success'),
      warning: vi.fn(() => 'id-warning'),
      error: vi.fn(() => 'id-error'),
      loading: vi.fn(() => 'id-loading'),
      dismiss: vi.fn(),
      update: vi.fn(),
      onChange: vi.fn(),
    },
  );
  return { toast };
});
vi.mock('react-toastify/unstyled', () => toastify);

const { clearToasts, loadToastify, markToastCleared, showToast, TOAST_BLOCK_MS, toastsWanted, trackToastRemovals } =
  await import('./toast');
const { toast } = toastify;

beforeEach(() => {
  vi.useFakeTimers();
  markToastCleared(0);
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it.each(['info', 'success', 'warning', 'error', 'loading'] as const)('shows a %s toast', async (kind) => {
    await expect(showToast('Saved', kind)).resolves.toBe(`id-${kind}`);
    expect(toast[kind]).toHaveBeenCalledWith('Saved', undefined);
  });

  it('shows a default toast', async () => {
    await showToast('Hello');
    expect(toast).toHaveBeenCalledWith('Hello', undefined);
  });

  it('asks the host to mount the container once the first toast is wanted', async () => {
    await loadToastify();
    expect(toastsWanted.get()).toBe(true);
  });

  it('dismisses everything when cleared, and holds a new toast back for 390 ms', async () => {
    await loadToastify();
    clearToasts();
    expect(toast.dismiss).toHaveBeenCalled();
    const shown = showToast('Verification code sent', 'success');
    await vi.advanceTimersByTimeAsync(TOAST_BLOCK_MS - 10);
    expect(toast.success).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await expect(shown).resolves.toBe('id-success');
  });

  it('also blocks after a toast is removed on its own', async () => {
    const module = await loadToastify();
    trackToastRemovals(module);
    const onRemoved = vi.mocked(toast.onChange).mock.calls[0]![0] as (item: { status: string }) => void;
    onRemoved({ status: 'removed' });
    const shown = showToast('Next');
    await vi.advanceTimersByTimeAsync(100);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOAST_BLOCK_MS);
    await expect(shown).resolves.toBe('id-default');
  });

  it('shows at once when the block is over', async () => {
    markToastCleared(Date.now() - TOAST_BLOCK_MS - 1);
    await showToast('Now', 'info');
    expect(toast.info).toHaveBeenCalledWith('Now', undefined);
  });
});
