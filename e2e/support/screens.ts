import { expect, type Page } from '@playwright/test';

/** A success/info toast by its exact text (docs/product.md "Messages" quotes them). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The page is at `path` (no query unless given) and its screen has rendered its main heading. */
export async function expectAt(page: Page, path: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`^[^?#]*//[^/]+${escape(path)}$`) : path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
