import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** docs/product.md "Constants and limits": minimum 0.1, speed 400 ms, trickle every 200 ms, no spinner. */
export const PROGRESS_SETTINGS = { minimum: 0.1, speed: 400, trickleSpeed: 200, showSpinner: false } as const;

// NProgress's own template gives its bar role="bar", which is no ARIA role; the bar only decorates (the screen's own
// loading state is announced), so it is hidden from assistive technology instead, and found by its class.
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

type ProgressBar = typeof import('nprogress');
let loading: Promise<ProgressBar> | undefined;
/** The navigation's state the bar should show once it is loaded. */
let busy = false;

/**
 * The bar, configured, loaded at the first navigation rather than with the first screen: /login's JavaScript has a
 * budget (bench/README.md), and nothing navigates before the first screen is drawn.
 */
export function loadProgressBar(): Promise<ProgressBar> {
  return (loading ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({ ...PROGRESS_SETTINGS, template: TEMPLATE, barSelector: '.bar' });
    return NProgress;
  }));
}

/** The slim bar at the top while a navigation loads (route chunks included). */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    busy = state !== 'idle';
    if (!busy && !loading) return;
    void loadProgressBar().then((bar) => (busy ? bar.start() : bar.done()));
  }, [state]);
}
