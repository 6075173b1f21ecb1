import { expect, type Page } from '@playwright/test';
import { Api } from './api';

/** Staff account created by playwright.config.ts (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const STAFF = { email: 'staff@lexchange.test', password: 'e2e staff password 42' } as const;

/** The page's own API client: its cookies are the browser context's. */
export const apiOf = (page: Page) => new Api(page.context().request);

/** Logs the page's browser context in through the API (not the form), so its next navigation is logged in. */
export async function logInPage(page: Page, credentials: { email: string; password: string }): Promise<Api> {
  const api = apiOf(page);
  const result = await api.ok<{ two_factor: boolean }>('POST', '/auth/login', { email: credentials.email, password: credentials.password });
  expect(result.two_factor, 'this helper logs in accounts without two-factor').toBe(false);
  return api;
}
