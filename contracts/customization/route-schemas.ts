import {
  BuyerCustomizationResultSchema,
  BuyerCustomizationSchema,
  PracticeAreasResultSchema,
  PracticeAreasSchema,
  SellerCustomizationResultSchema,
  SellerCustomizationSchema,
} from './customization';
import type { RouteSchemas } from '../common/route-map';

/** Settings → Buyer Customization and Seller Customization (paths in ./routes.ts). */
export const customizationRouteSchemas = {
  savePracticeAreas: {
    summary: "Set the practice areas of the user's customization (seller's for sellers, buyer's otherwise)",
    tags: ['customization'],
    body: PracticeAreasSchema,
    response: { 200: PracticeAreasResultSchema },
  },
  buyer: { summary: "The user's buyer preferences", tags: ['customization'], response: { 200: BuyerCustomizationResultSchema } },
  saveBuyer: {
    summary: 'Save the buyer preferences (replaces them)',
    tags: ['customization'],
    body: BuyerCustomizationSchema,
    response: { 200: BuyerCustomizationResultSchema },
  },
  seller: { summary: "The user's seller preferences", tags: ['customization'], response: { 200: SellerCustomizationResultSchema } },
  saveSeller: {
    summary: 'Save the seller preferences (replaces them)',
    tags: ['customization'],
    body: SellerCustomizationSchema,
    response: { 200: SellerCustomizationResultSchema },
  },
} satisfies RouteSchemas;
