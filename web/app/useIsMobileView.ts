import { createContext, useContext, useSyncExternalStore } from 'react';

/** docs/product.md "Constants and limits": the mobile view is a window 1000px wide or less. */
export const MOBILE_BREAKPOINT_PX = 1000;

export const isMobileWidth = (width: number): boolean => width <= MOBILE_BREAKPOINT_PX;

/**
 * The layout a screen rendered on the server takes, guessed from the user agent and given by that render
 * (web/app/first-screen/renderScope.tsx); the browser measures its own window.
 */
export const RenderedMobileViewContext = createContext(false);

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function useIsMobileView(): boolean {
  const renderedMobile = useContext(RenderedMobileViewContext);
  return useSyncExternalStore(
    subscribe,
    () => isMobileWidth(window.innerWidth),
    () => renderedMobile,
  );
}
