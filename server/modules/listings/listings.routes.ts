import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LISTING_MESSAGES } from '../../../contracts/listings/listings';
import { TEASER_MESSAGES, teaserChanges } from '../../../contracts/public-face/teaser';
import { forbidden } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { isStaff } from './listing.policy';
import { splitUploads } from './listing-route-schemas';
import { listListings } from './listings.query';
import { createListing, listingDetails, manageableListing, saveListing, submitListing } from './listings.service';
import { listingRouteSchemas } from '../../../contracts/listings/route-schemas';
import { listingRoutes } from '../../../contracts/listings/routes';
import { declaredRoutes } from '../../platform/http/declared-routes';

/** Browsing, details, creating and saving listings, and submitting them for review (docs/api.md "Calls"). */
export const listingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const serve = declaredRoutes(app, listingRoutes, listingRouteSchemas);
  serve.browse(
    {
      config: { access: 'full-access' },
    },
    async (request) => listListings(deps.database, await requireUser(request), { query: request.query }),
  );

  serve.byStatus(
    {
      config: { access: 'full-access' },
    },
    async (request) => {
      const user = await requireUser(request);
      const query = {
        ...request.query,
        'filter[status]': request.params.status,
        'filter[owner]': isStaff(user) ? undefined : ('me' as const),
      };
      return listListings(deps.database, user, { query });
    },
  );

  serve.show(
    {
      // Counts a view: only from the app itself, so another site cannot inflate a listing's figures.
      config: { access: 'full-access', sideEffect: 'app' },
    },
    async (request) => listingDetails(deps, await requireUser(request), request.params.id, { countView: true }),
  );

  serve.create(
    {
      config: { access: 'full-access' },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { draft, uploads } = splitUploads(request.body);
      const id = await createListing(deps, user, draft, uploads);
      return reply.status(201).send(await listingDetails(deps, user, id));
    },
  );

  serve.save(
    {
      config: { access: 'full-access' },
    },
    async (request) => {
      const user = await requireUser(request);
      const listing = await manageableListing(deps, user, request.params.id);
      const { draft, uploads } = splitUploads(request.body);
      // Staff acting as the seller may read the listing, never change what buyers see of it before access.
      if ((await request.session())?.impersonatorId && teaserChanges(listing.teaser, draft.teaser)) {
        throw forbidden(TEASER_MESSAGES.impersonating);
      }
      await saveListing(deps, user, listing, draft, uploads);
      return listingDetails(deps, user, listing.id);
    },
  );

  serve.submit(
    {
      config: { access: 'full-access' },
    },
    async (request) => {
      const user = await requireUser(request);
      await submitListing(deps, user, request.params.id);
      return { message: LISTING_MESSAGES.submitted, listing: await listingDetails(deps, user, request.params.id) };
    },
  );
};
