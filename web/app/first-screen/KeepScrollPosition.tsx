import { useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Wraps the app when it replaces a first screen the server rendered (web/main.tsx): a member who scrolled that screen
 * before the app's script arrived stays where they were, though the router scrolls a page it opens to the top.
 * Layout effects run children first, so this one comes after the router's.
 */
export function KeepScrollPosition({ children }: { children: ReactNode }) {
  const [scrolledTo] = useState(() => window.scrollY);
  useLayoutEffect(() => {
    if (scrolledTo > 0) window.scrollTo(0, scrolledTo);
  }, [scrolledTo]);
  return children;
}
