import { test as base, type Browser } from '@playwright/test';
import { A11yScanner } from './a11y';

export { expect } from '@playwright/test';

/**
 * The `test` every journey uses: Playwright's, plus an automatic accessibility check (issue #16). Each screen a page
 * of the test settles on — the default context's and those made with `browser.newContext()` — is scanned once per
 * route pattern with axe-core (WCAG 2.1 A/AA), and the test fails at its end with the list of serious and critical
 * violations (e2e/support/a11y.ts).
 */
export const test = base.extend<{ a11y: A11yScanner }>({
  a11y: [
    async ({ browser, context }, use, testInfo) => {
      const scanner = new A11yScanner(testInfo);
      scanner.watchContext(context);
      const newContext = browser.newContext;
      browser.newContext = async function (this: Browser, ...args: Parameters<Browser['newContext']>) {
        const created = await newContext.apply(this, args);
        scanner.watchContext(created);
        return created;
      };
      try {
        await use(scanner);
      } finally {
        browser.newContext = newContext;
      }
      await scanner.finish();
    },
    { auto: true },
  ],
});
