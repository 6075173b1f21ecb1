import { useEffect, useRef } from 'react';

/** Calls `onVisible` when the returned element scrolls into view (infinite lists); no-op where IntersectionObserver is missing. */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean, root?: React.RefObject<Element | null>) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: root?.current ?? null, rootMargin: '120px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, root]);
  return ref;
}
