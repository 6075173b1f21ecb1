import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { clearToasts, notify, toastsWanted, type ToastKind } from '../../lib/toast';

const ToastContainerHost = lazy(() => import('./ToastContainerHost'));

/** A toast that belongs to the page a navigation leads to: `navigate(to, { state: { toast } })`. */
export interface NavigationToast {
  message: string;
  kind: ToastKind;
}

/**
 * Mounts the toast container once a toast is wanted, and clears the toasts whenever the URL changes (docs/product.md "Constants and limits");
 * a toast carried in the navigation's state is shown after that clear, so "done — now go there" is not lost.
 */
export function ToastHost() {
  const { pathname, search, state } = useLocation();
  const url = `${pathname}${search}`;
  const shown = useRef(url);
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.get);

  useEffect(() => {
    if (shown.current === url) return;
    shown.current = url;
    clearToasts();
    const carried = (state as { toast?: NavigationToast } | null)?.toast;
    if (carried) notify(carried.message, carried.kind);
  }, [url, state]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerHost />
    </Suspense>
  );
}
