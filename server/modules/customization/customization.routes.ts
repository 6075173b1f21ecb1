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
import {
  getBuyerCustomization,
  getSellerCustomization,
  saveBuyerCustomization,
  savePracticeAreas,
  saveSellerCustomization,
} from './customization.service';

/** Settings → Buyer Customization and Seller Customization. */
export const customizationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.post(
    '/user/practice-areas',
    {
      config: { access: 'full-access' },
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
      config: { access: 'full-access' },
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
      config: { access: 'full-access' },
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
