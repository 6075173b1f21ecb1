import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { clearToasts, toastsWanted } from '../../lib/toast';

const ToastContainerHost = lazy(() => import('./ToastContainerHost'));

/** Mounts the toast container once a toast is wanted, and clears the toasts whenever the URL changes. */
export function ToastHost() {
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  const shown = useRef(url);
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.get);

  useEffect(() => {
    if (shown.current === url) return;
    shown.current = url;
    clearToasts();
  }, [url]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerHost />
    </Suspense>
  );
}
