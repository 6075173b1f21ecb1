import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LISTING_MESSAGES } from '../../../contracts/listings/listings';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { deleteListing, disableListing, enableListing, sendListingFeedback } from './listing-lifecycle.service';
import { ListingParamsSchema } from './listing-route-schemas';
import { listingDetails, manageableListing } from './listings.service';
import { listingRouteSchemas } from '../../../contracts/listings/route-schemas';
import { listingRoutes } from '../../../contracts/listings/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** Enable, disable with a reason, staff feedback, delete (docs/product.md "Listing lifecycle"; docs/api.md "Calls"). */
export const listingLifecycleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, listingRoutes, listingRouteSchemas);
  serve.enable(
    {
      config: { access: 'full-access' },
    },
    async (request) => {
      const user = await requireUser(request);
      const { status, pushErrors } = await enableListing(deps, user, request.params.id);
      if (pushErrors.length) request.log.warn({ errors: pushErrors.map(String) }, 'listing alerts stored but not pushed to every buyer');
      return {
        message: status === 'active' ? LISTING_MESSAGES.enabled : LISTING_MESSAGES.backInReview,
        listing: await listingDetails(deps, user, request.params.id),
      };
    },
  );

  serve.disable(
    {
      config: { access: 'full-access' },
    },
    async (request) => {
      const user = await requireUser(request);
      const { pushErrors } = await disableListing(deps, user, request.params.id, request.body);
      if (pushErrors.length)
        request.log.warn({ errors: pushErrors.map(String) }, 'deal stage changes stored but not pushed to every party');
      return { message: LISTING_MESSAGES.disabled, listing: await listingDetails(deps, user, request.params.id) };
    },
  );

  serve.feedback(
    {
      config: { access: 'admin' },
    },
    async (request) => {
      const user = await requireUser(request);
      await sendListingFeedback(deps, user, request.params.id, request.body.message);
      return { message: LISTING_MESSAGES.feedbackSent, listing: await listingDetails(deps, user, request.params.id) };
    },
  );

  serve.delete(
    {
      config: { access: 'full-access' },
      // Who may delete is checked before the body is validated: a stranger learns 404/403, never which fields are missing.
      preValidation: async (request) => {
        const id = ListingParamsSchema.safeParse(request.params);
        if (id.success) await manageableListing(deps, await requireUser(request), id.data.id);
      },
    },
    async (request) => {
      await deleteListing(deps, await requireUser(request), request.params.id, request.body.reason);
      return { message: LISTING_MESSAGES.deleted };
    },
  );
};
