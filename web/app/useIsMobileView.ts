import { useSyncExternalStore } from 'react';

/** SPEC.md §9: the mobile view is a window 1000px wide or less. */
export const MOBILE_BREAKPOINT_PX = 1000;

export const isMobileWidth = (width: number): boolean => width <= MOBILE_BREAKPOINT_PX;

/** The layout a screen rendered on the server takes (web/ssr), from the user agent; the browser measures its own. */
let serverRendersMobile = false;

export function renderMobileViewAs(mobile: boolean): void {
  serverRendersMobile = mobile;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function useIsMobileView(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMobileWidth(window.innerWidth),
    () => serverRendersMobile,
  );
}
