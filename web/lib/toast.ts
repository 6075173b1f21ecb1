/**
 * Toasts (docs/product.md "Messages", "Constants and limits"). react-toastify loads with the first toast, not with the page: most visits to
 * /login never need it. Until then toasts are queued by react-toastify itself and shown when the container mounts.
 */
import type { Id, ToastOptions } from 'react-toastify/unstyled';

export type ToastKind = 'info' | 'success' | 'warning' | 'error' | 'default' | 'loading';

/** docs/product.md "Constants and limits": a new toast waits this long after the previous one is cleared, so it never jumps into a collapsing slot. */
export const TOAST_BLOCK_MS = 390;

type Toastify = typeof import('react-toastify/unstyled');

let blockedUntil = 0;
let toastify: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const wantedListeners = new Set<() => void>();

/** Loads react-toastify once and tells the toast host to mount its container. */
export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify/unstyled').then((module) => (loaded = module));
    for (const listener of wantedListeners) listener();
  }
  return toastify;
}

/** Whether any toast was asked for yet (the host mounts the container from then on). */
export const toastsWanted = {
  get: (): boolean => toastify !== null,
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
};

function show({ toast }: Toastify, message: string, kind: ToastKind, options?: ToastOptions): Id {
  if (kind === 'default') return toast(message, options);
  if (kind === 'loading') return toast.loading(message, options);
  return toast[kind](message, options);
}

/**
 * Shows a toast and resolves to its id. During the block after a clear the toast is held back and shown when the
 * block ends.
 */
export async function showToast(message: string, kind: ToastKind = 'default', options?: ToastOptions): Promise<Id> {
  const module = await loadToastify();
  let wait = blockedUntil - Date.now();
  while (wait > 0) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = blockedUntil - Date.now();
  }
  return show(module, message, kind, options);
}

/** Shows a toast (fire and forget). */
export function notify(message: string, kind: ToastKind = 'default', options?: ToastOptions): void {
  showToast(message, kind, options).catch((error: unknown) => console.warn('[toast] could not be shown:', message, error));
}

/** Starts the block: called when a toast is removed and when all are cleared. */
export function markToastCleared(now = Date.now()): void {
  blockedUntil = now + TOAST_BLOCK_MS;
}

/** Dismisses every toast (on each URL change) and starts the block. */
export function clearToasts(): void {
  loaded?.toast.dismiss();
  markToastCleared();
}

/** Subscribes the block to react-toastify's removals; returns the unsubscribe. */
export function trackToastRemovals({ toast }: Toastify): () => void {
  return toast.onChange((item) => {
    if (item.status === 'removed') markToastCleared();
  });
}
