import { expect, type Page } from '@playwright/test';
import { Api } from './api';
import { finishTours } from './tours';

/** Staff account created by playwright.config.ts (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const STAFF = { email: 'staff@lexchange.test', password: 'e2e staff password 42' } as const;

/** The page's own API client: its cookies are the browser context's. */
export const apiOf = (page: Page) => new Api(page.context().request);

/** Logs the page's browser context in through the API (not the form), so its next navigation is logged in; a member who accepted the terms has taken the guided tours. */
export async function logInPage(page: Page, credentials: { email: string; password: string }): Promise<Api> {
  const api = apiOf(page);
  const result = await api.ok<{ two_factor: boolean }>('POST', '/auth/login', { email: credentials.email, password: credentials.password });
  expect(result.two_factor, 'this helper logs in accounts without two-factor').toBe(false);
  const profile = await api.ok<{ has_accepted_terms: boolean }>('GET', '/profile');
  if (profile.has_accepted_terms) await finishTours(api);
  return api;
}
