import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customizationRouteSchemas } from '../../../contracts/customization/route-schemas';
import { customizationRoutes as routes } from '../../../contracts/customization/routes';
import type { AppDeps } from '../../platform/deps';
import { declaredRoutes } from '../../platform/http/declared-routes';
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
  const serve = declaredRoutes(app, routes, customizationRouteSchemas);

  serve.savePracticeAreas({ config: { access: 'full-access', actionLimit: PRACTICE_AREA_UPDATES } }, async (request) =>
    savePracticeAreas(db, await requireUser(request), request.body.practice_areas),
  );
  serve.buyer({ config: { access: 'full-access' } }, async (request) => getBuyerCustomization(db, (await requireUser(request)).id));
  serve.saveBuyer({ config: { access: 'full-access', actionLimit: CUSTOMIZATION_UPDATES } }, async (request) =>
    saveBuyerCustomization(db, (await requireUser(request)).id, request.body),
  );
  serve.seller({ config: { access: 'full-access' } }, async (request) => getSellerCustomization(db, (await requireUser(request)).id));
  serve.saveSeller({ config: { access: 'full-access', actionLimit: CUSTOMIZATION_UPDATES } }, async (request) =>
    saveSellerCustomization(db, (await requireUser(request)).id, request.body),
  );
};
