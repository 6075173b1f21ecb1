import { expect, test } from './support/test';
import { DEMO } from './support/demo';
import { logInPage } from './support/login';

/**
 * Issue #16: the first screen shows without waiting on the API for what the page itself can say (the server writes
 * whether a session cookie came and the public configuration into index.html) and with its chunks and fonts preloaded.
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
    const member = await preloads('/all-listings');
    expect(member.some((href) => /\/assets\/member-[\w-]+\.js$/.test(href))).toBe(true);
    expect(member).toEqual(expect.arrayContaining(['/api/profile', '/api/listings?sort=-created_at&page=1']));
    // The member's API reads answer the member (the page's own cookies), everything else anybody.
    for (const href of new Set(visitor)) expect((await request.get(href)).status(), href).toBe(200);
    for (const href of new Set(member)) expect((await page.context().request.get(href)).status(), href).toBe(200);
  });

  test('a member lands on the listings with its data preloaded, without asking for the configuration, icons showing, no CSP violation', async ({
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
    await page.goto('/all-listings');
    await expect(page.getByRole('heading', { name: 'All listings', level: 1 })).toBeVisible();
    await expect(page.locator('article[aria-labelledby^="listing-"]').first()).toBeVisible();
    // The shell preloaded the profile and the first page; the app was handed those responses, not fetched again.
    expect(paths.filter((path) => path === '/api/profile')).toHaveLength(1);
    expect(paths.filter((path) => path === '/api/listings')).toHaveLength(1);
    expect(paths).not.toContain('/api/config');
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
  });
});
