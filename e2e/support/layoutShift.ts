import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift: number;
  }
}

/** Sums the layout shifts not caused by input (what Lighthouse's CLS counts), from the first paint on. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the page loaded (watchLayoutShift). */
export const layoutShift = (page: Page) => page.evaluate(() => window.__layoutShift);
