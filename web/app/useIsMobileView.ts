import { useSyncExternalStore } from 'react';

/** SPEC.md §9: the mobile view is a window 1000px wide or less. */
export const MOBILE_BREAKPOINT_PX = 1000;

export const isMobileWidth = (width: number): boolean => width <= MOBILE_BREAKPOINT_PX;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function useIsMobileView(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMobileWidth(window.innerWidth),
    () => false,
  );
}
