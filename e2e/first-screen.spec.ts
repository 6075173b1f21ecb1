import { expect, test } from './support/test';
import { DEMO } from './support/demo';
import { layoutShift, watchLayoutShift } from './support/layoutShift';
import { logInPage } from './support/login';

/**
 * Issue #16: the first screen shows without waiting on the API for what the page itself can say (the server writes
 * whether a session cookie came and the public configuration into index.html) and with its chunks and fonts preloaded.
 * A member's /all-listings comes drawn by the server, with the answers it was drawn from; the app replaces it, live.
 */
test.describe('the first screen', () => {
  test('a visitor gets the log-in form without one API call and without a console error @mobile', async ({ page }) => {
    const apiCalls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/all-listings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    expect(apiCalls, 'no profile check (and its 401), no anti-forgery cookie, no configuration call').toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the page preloads the screen's chunks, fonts and a member's first reads, and every preload exists", async ({ page, request }) => {
    const preloads = async (path: string) => {
      const html = await (await page.context().request.get(path)).text();
      return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)].map((match) =>
        match[1]!.replace(/&amp;/g, '&'),
      );
    };
    const visitor = await preloads('/login');
    expect(visitor.some((href) => /\/assets\/auth-[\w-]+\.js$/.test(href))).toBe(true);
    expect(visitor.some((href) => /\/assets\/bootstrap-icons-[\w-]+\.woff2$/.test(href))).toBe(true);
    // Inter is one variable file for every weight (400–600); its other unicode subsets load only when text needs them.
    expect(visitor.filter((href) => /\/assets\/inter-/.test(href))).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    ]);

    await logInPage(page, DEMO.buyer);
    const member = await preloads('/watch-list');
    expect(member.some((href) => /\/assets\/member-[\w-]+\.js$/.test(href))).toBe(true);
    expect(member).toContain('/api/profile');
    // A page the server draws starts its script, and the member chunk, from data attributes once it has painted.
    const rendered = await (await page.context().request.get('/all-listings')).text();
    const start = /<script data-entry="([^"]+)" data-preload="([^"]+)">/.exec(rendered);
    expect(start, 'the deferred start of the app').not.toBeNull();
    const deferred = [start![1]!, ...start![2]!.split(' ')];
    expect(deferred.some((href) => /\/assets\/member-[\w-]+\.js$/.test(href))).toBe(true);
    member.push(...deferred);
    // The member's API reads answer the member (the page's own cookies), everything else anybody.
    for (const href of new Set(visitor)) expect((await request.get(href)).status(), href).toBe(200);
    for (const href of new Set(member)) expect((await page.context().request.get(href)).status(), href).toBe(200);
  });

  test('a member lands on the listings drawn by the server, then live, without asking the API for them, icons showing, no CSP violation', async ({
    page,
  }) => {
    await logInPage(page, DEMO.buyer);
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    const scripts: Promise<{ path: string; zod: boolean }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      scripts.push(response.text().then((text) => ({ path, zod: text.includes('`$ZodType`') || text.includes('"$ZodType"') })));
    });
    await watchLayoutShift(page);
    const response = await page.goto('/all-listings');
    // The page itself holds the cards, with the member's data, before any script has run.
    const html = await response!.text();
    expect(html).toContain('<div class="first-screen" inert>');
    expect(html).toMatch(/<article[^>]*aria-labelledby="listing-\d+-title"/);
    expect(html).toContain('id="lexchange-first-reads"');
    await expect(page.getByRole('heading', { name: 'All listings', level: 1 })).toBeVisible();
    await expect(page.locator('article[aria-labelledby^="listing-"]').first()).toBeVisible();
    // The app takes over: the inert copy is gone.
    await expect(page.locator('.first-screen')).toHaveCount(0);
    // It started from the answers the page carried: it asked for neither the profile nor the first page.
    expect(paths.filter((path) => path === '/api/profile')).toEqual([]);
    expect(paths.filter((path) => path === '/api/listings')).toEqual([]);
    expect(paths).not.toContain('/api/config');
    // Its script started once the screen had painted, and taking over moved nothing.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      script: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1,
    }));
    expect(timing.script).toBeGreaterThanOrEqual(timing.paint);
    expect(await layoutShift(page)).toBeLessThan(0.02);
    // The member area and the grid take constants from contracts/, not schemas: no zod before the cards (issue #16).
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(2);
    expect(loaded.filter((script) => script.zod).map((script) => script.path)).toEqual([]);
    // Nor the log-in screen's code (the form fields they share have a chunk of their own).
    expect(loaded.map((script) => script.path).filter((path) => /\/assets\/auth-/.test(path))).toEqual([]);
    // The subset icon font has the navigation's icons: a glyph drawn in the icon font has a width.
    const icon = page.locator('nav .bi-grid').first();
    await expect(icon).toBeVisible();
    expect(await icon.evaluate((element) => getComputedStyle(element, '::before').fontFamily)).toContain('bootstrap-icons');
    // Its text at 400, 500 and 600 comes from the one variable Inter file the page preloaded, fetched once.
    expect(paths.filter((path) => /\/assets\/inter-/.test(path))).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    // zod's eval probe was one (the member area's schemas); the page must break none of its own policy.
    await page
      .getByRole('button', { name: 'Filters' })
      .or(page.getByRole('combobox', { name: 'Sort listings' }))
      .first()
      .focus();
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    // The screen is live: the sort list changes the address.
    await page.getByRole('combobox', { name: 'Sort listings' }).selectOption('asking_price');
    await expect(page).toHaveURL(/\/listings\/results\?sort=asking_price$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/all-listings$/);
  });

  test('a member who scrolls the drawn listings before the app has started stays where they were when it takes over', async ({ page }) => {
    await logInPage(page, DEMO.buyer);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/all-listings', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('.first-screen article').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    release();
    await expect(page.locator('.first-screen')).toHaveCount(0);
    await expect(page.locator('article[aria-labelledby^="listing-"]').first()).toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});
