import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** docs/product.md "Constants and limits": minimum 0.1, speed 400 ms, trickle every 200 ms, no spinner. */
export const PROGRESS_SETTINGS = { minimum: 0.1, speed: 400, trickleSpeed: 200, showSpinner: false } as const;

// NProgress's own template gives its bar role="bar", which is no ARIA role; the bar only decorates (the screen's own
// loading state is announced), so it is hidden from assistive technology instead, and found by its class.
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

NProgress.configure({ ...PROGRESS_SETTINGS, template: TEMPLATE, barSelector: '.bar' });

/** The slim bar at the top while a navigation loads (route chunks included). */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
}
