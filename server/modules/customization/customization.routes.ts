import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuyerCustomizationResultSchema,
  BuyerCustomizationSchema,
  PracticeAreasResultSchema,
  PracticeAreasSchema,
  SellerCustomizationResultSchema,
  SellerCustomizationSchema,
} from '../../../contracts/customization';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { HOUR_MS, type ActionLimit } from '../../platform/http/action-limit';
import {
  getBuyerCustomization,
  getSellerCustomization,
  saveBuyerCustomization,
  savePracticeAreas,
  saveSellerCustomization,
} from './customization.service';

/**
 * Every save of a customization (buyer or seller): a member settles their preferences in a few saves, so 20 an hour is
 * never met by hand, while a script that moves a range to probe what the directory and the alerts answer is slowed
 * down (issue #29); each save also rewrites the member's directory row. The web saves the member's own side's practice
 * areas with a POST /user/practice-areas before the PUT, so those have an allowance of their own, as large: one save
 * of the form spends one of each.
 */
export const CUSTOMIZATION_UPDATES: ActionLimit = {
  action: 'customization-update',
  max: 20,
  windowMs: HOUR_MS,
  doing: 'changed your preferences',
};
export const PRACTICE_AREA_UPDATES: ActionLimit = { ...CUSTOMIZATION_UPDATES, action: 'practice-areas-update' };

/** Settings → Buyer Customization and Seller Customization. */
export const customizationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.post(
    '/user/practice-areas',
    {
      config: { access: 'full-access', actionLimit: PRACTICE_AREA_UPDATES },
      schema: {
        summary: "Set the practice areas of the user's customization (seller's for sellers, buyer's otherwise)",
        tags: ['customization'],
        body: PracticeAreasSchema,
        response: { 200: PracticeAreasResultSchema },
      },
    },
    async (request) => savePracticeAreas(db, await requireUser(request), request.body.practice_areas),
  );

  app.get(
    '/user/buyer-customization',
    {
      config: { access: 'full-access' },
      schema: { summary: "The user's buyer preferences", tags: ['customization'], response: { 200: BuyerCustomizationResultSchema } },
    },
    async (request) => getBuyerCustomization(db, (await requireUser(request)).id),
  );

  app.put(
    '/user/buyer-customization',
    {
      config: { access: 'full-access', actionLimit: CUSTOMIZATION_UPDATES },
      schema: {
        summary: 'Save the buyer preferences (replaces them)',
        tags: ['customization'],
        body: BuyerCustomizationSchema,
        response: { 200: BuyerCustomizationResultSchema },
      },
    },
    async (request) => saveBuyerCustomization(db, (await requireUser(request)).id, request.body),
  );

  app.get(
    '/user/seller-customization',
    {
      config: { access: 'full-access' },
      schema: { summary: "The user's seller preferences", tags: ['customization'], response: { 200: SellerCustomizationResultSchema } },
    },
    async (request) => getSellerCustomization(db, (await requireUser(request)).id),
  );

  app.put(
    '/user/seller-customization',
    {
      config: { access: 'full-access', actionLimit: CUSTOMIZATION_UPDATES },
      schema: {
        summary: 'Save the seller preferences (replaces them)',
        tags: ['customization'],
        body: SellerCustomizationSchema,
        response: { 200: SellerCustomizationResultSchema },
      },
    },
    async (request) => saveSellerCustomization(db, (await requireUser(request)).id, request.body),
  );
};
