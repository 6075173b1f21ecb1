/** The Buyer and Seller Customization calls (docs/api.md "Calls"), typed by contracts/. */
import type {
  BuyerCustomization,
  BuyerCustomizationInput,
  SellerCustomization,
  SellerCustomizationInput,
} from '../../../contracts/customization/customization';
import { customizationRoutes } from '../../../contracts/customization/routes';
import { userGroup } from '../../../contracts/users/users';
import { session } from '../../app/session/sessionStore';
import { callApi } from '../../lib/callApi';

export const customizationKeys = {
  buyerCustomization: ['settings', 'buyer-customization'] as const,
  sellerCustomization: ['settings', 'seller-customization'] as const,
};

export async function fetchBuyerCustomization(signal?: AbortSignal): Promise<BuyerCustomization> {
  return callApi(customizationRoutes.buyer, { signal, silent: true });
}

/**
 * Practice areas of the member's own side go through POST /user/practice-areas (docs/api.md "Calls"), the rest through the
 * PUT; the other side's form (a seller's Buyer Customization) sends its areas with the PUT, as that call is the only
 * one that reaches it.
 */
async function saveCustomization<I extends { practice_areas?: unknown }, R>(side: 'buyer' | 'seller', input: I): Promise<R> {
  const user = session.getSnapshot().user;
  const ownSide = userGroup(user?.user_type) === 'seller' ? 'seller' : 'buyer';
  const { practice_areas, ...rest } = input;
  // The caller's input is the side's body (saveBuyerCustomization, saveSellerCustomization), with or without its areas.
  const save = (body: object) =>
    callApi(side === 'buyer' ? customizationRoutes.saveBuyer : customizationRoutes.saveSeller, { body: body as never }) as Promise<R>;
  if (side !== ownSide || practice_areas === undefined) return save(input);
  await callApi(customizationRoutes.savePracticeAreas, { body: { practice_areas } as { practice_areas: string[] } });
  return save(rest);
}

export const saveBuyerCustomization = (input: BuyerCustomizationInput) =>
  saveCustomization<BuyerCustomizationInput, BuyerCustomization>('buyer', input);

export async function fetchSellerCustomization(signal?: AbortSignal): Promise<SellerCustomization> {
  return callApi(customizationRoutes.seller, { signal, silent: true });
}

export const saveSellerCustomization = (input: SellerCustomizationInput) =>
  saveCustomization<SellerCustomizationInput, SellerCustomization>('seller', input);
