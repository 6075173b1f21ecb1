import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// A screen's first render imports its lazy route modules; on a busy two-core machine that alone can pass Testing
// Library's default 1 s wait for findBy/waitFor, so every wait gets 3 s (a test still fails, only later).
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no matchMedia; react-bootstrap's Offcanvas asks for it. Nothing matches, like a plain screen.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// A test that logs console.error fails (expected errors are asserted with a spy of their own).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

// Unmount first, while the test's stubs are still in place, then restore every spy.
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
  const logged = consoleErrors;
  vi.restoreAllMocks();
  if (logged.length > 0) throw new Error(`console.error was called:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`);
});

// The navigation progress bar fades out and removes itself up to 800 ms after a navigation ends (two `speed` timeouts):
// a file that ends sooner would have that timeout fire after the DOM is torn down ("document is not defined", an
// unhandled error that fails the run). Let any bar still on the page finish first.
afterAll(async () => {
  if (typeof document === 'undefined' || !document.getElementById('nprogress')) return;
  vi.useRealTimers();
  const { default: NProgress } = await import('nprogress');
  NProgress.done();
  await vi.waitUntil(() => !document.getElementById('nprogress'), { timeout: 3000, interval: 50 });
});
