import { expect, type Page } from '@playwright/test';
import type { Api } from './api';

/**
 * Signs the listing's NDA through the API as the API's signed-in user, as the NDA dialog does: the current version's
 * hash, the account's name, consent. Needed before POST /chats/create-match (docs/product.md "Deal room").
 */
export async function signNda(api: Api, listingId: number): Promise<{ id: number }> {
  const profile = await api.ok<{ first_name: string; last_name: string }>('GET', '/profile');
  const { sha256 } = await api.ok<{ sha256: string }>('GET', `/listings/${listingId}/nda`);
  return api.ok<{ id: number }>('POST', `/listings/${listingId}/nda`, {
    full_name: `${profile.first_name} ${profile.last_name}`,
    consent: true,
    sha256,
  });
}

/** In the open NDA dialog: types the name, gives consent and signs, which sends the access request. */
export async function signNdaInDialog(page: Page, fullName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign the confidentiality agreement' });
  await expect(dialog.getByLabel('Agreement text')).toContainText('Confidentiality agreement');
  await dialog.getByLabel('Your full name, as on your account').fill(fullName);
  await dialog.getByLabel(/I agree to sign this agreement electronically/).check();
  await dialog.getByRole('button', { name: 'Sign and send my request' }).click();
}
