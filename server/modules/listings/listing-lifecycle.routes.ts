import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeleteListingSchema, DisableListingSchema, LISTING_MESSAGES, ListingFeedbackSchema } from '../../../contracts/listings';
import { ListingActionResponseSchema, ListingMessageSchema } from '../../../contracts/listing-responses';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { deleteListing, disableListing, enableListing, sendListingFeedback } from './listing-lifecycle.service';
import { ListingParamsSchema } from './listing-route-schemas';
import { listingDetails, manageableListing } from './listings.service';

const tags = ['listings'];
const params = ListingParamsSchema;

/** Enable, disable with a reason, staff feedback, delete (SPEC.md §4 listing actions, §7). */
export const listingLifecycleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    '/listings/enable/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary:
          'Staff approve a pending listing; the owner or staff re-enable a disabled one (one staff never approved goes back to review)',
        tags,
        params,
        response: { 200: ListingActionResponseSchema },
      },
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

  app.put(
    '/listings/disable/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary:
          'Disable with a reason: sold_here, sold_elsewhere, paused, other (+ note); sold closes the open deals, sold_here may name winning_deal_id (also POST with _method=PUT)',
        tags,
        params,
        body: DisableListingSchema,
        response: { 200: ListingActionResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { pushErrors } = await disableListing(deps, user, request.params.id, request.body);
      if (pushErrors.length)
        request.log.warn({ errors: pushErrors.map(String) }, 'deal stage changes stored but not pushed to every party');
      return { message: LISTING_MESSAGES.disabled, listing: await listingDetails(deps, user, request.params.id) };
    },
  );

  app.put(
    '/listings/feedback/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Staff send feedback: the listing goes back to draft with the message (also POST with _method=PUT)',
        tags,
        params,
        body: ListingFeedbackSchema,
        response: { 200: ListingActionResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await sendListingFeedback(deps, user, request.params.id, request.body.message);
      return { message: LISTING_MESSAGES.feedbackSent, listing: await listingDetails(deps, user, request.params.id) };
    },
  );

  app.delete(
    '/listings/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Delete a listing (the body carries the reason); hidden at once, purged after 30 days',
        tags,
        params,
        body: DeleteListingSchema,
        response: { 200: ListingMessageSchema },
      },
      // Who may delete is checked before the body is validated: a stranger learns 404/403, never which fields are missing.
      preValidation: async (request) => {
        const id = params.safeParse(request.params);
        if (id.success) await manageableListing(deps, await requireUser(request), id.data.id);
      },
    },
    async (request) => {
      await deleteListing(deps, await requireUser(request), request.params.id, request.body.reason);
      return { message: LISTING_MESSAGES.deleted };
    },
  );
};
