import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LISTING_MESSAGES, LISTING_STATUSES, ListingsQuerySchema } from '../../../contracts/listings';
import { ListingActionResponseSchema, ListingDetailSchema, ListingListSchema } from '../../../contracts/listing-responses';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { isStaff } from './listing.policy';
import { ListingBodySchema, ListingParamsSchema, splitUploads } from './listing-route-schemas';
import { listListings } from './listings.query';
import { createListing, listingDetails, manageableListing, saveListing, submitListing } from './listings.service';

const tags = ['listings'];

/** Browsing, details, creating and saving listings, and submitting them for review (SPEC.md §7 Listings). */
export const listingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/listings',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Listings: active ones for buyers, `filter[owner]=me` for your own, all for staff; filters, sort, pages',
        tags,
        querystring: ListingsQuerySchema,
        response: { 200: ListingListSchema },
      },
    },
    async (request) => listListings(deps.database, await requireUser(request), { query: request.query }),
  );

  app.get(
    '/listings/status/:status',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Statused Listings: your own listings in one status (staff: everyone’s)',
        tags,
        params: z.object({ status: z.enum(LISTING_STATUSES) }),
        querystring: ListingsQuerySchema,
        response: { 200: ListingListSchema },
      },
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

  app.get(
    '/listings/:id',
    {
      // Counts a view: only from the app itself, so another site cannot inflate a listing's figures.
      config: { access: 'full-access', sideEffect: 'app' },
      schema: {
        summary: 'A listing: the anonymised face, plus identity, answers and data room for the owner, staff or a buyer with access',
        tags,
        params: ListingParamsSchema,
        response: { 200: ListingDetailSchema },
      },
    },
    async (request) => listingDetails(deps, await requireUser(request), request.params.id, { countView: true }),
  );

  app.post(
    '/listings',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Create a draft listing (sellers and staff); JSON or multipart with financials_needed / financials_ready[]',
        tags,
        body: ListingBodySchema,
        response: { 201: ListingDetailSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { draft, uploads } = splitUploads(request.body);
      const id = await createListing(deps, user, draft, uploads);
      return reply.status(201).send(await listingDetails(deps, user, id));
    },
  );

  app.put(
    '/listings/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Save answers (and files) at any time; rich text is sanitised (also POST with _method=PUT)',
        tags,
        params: ListingParamsSchema,
        body: ListingBodySchema,
        response: { 200: ListingDetailSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const listing = await manageableListing(deps, user, request.params.id);
      const { draft, uploads } = splitUploads(request.body);
      await saveListing(deps, user, listing, draft, uploads);
      return listingDetails(deps, user, listing.id);
    },
  );

  app.put(
    '/listings/:id/submit',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'Submit a draft for review (draft → pending); 422 lists the core facts still missing',
        tags,
        params: ListingParamsSchema,
        response: { 200: ListingActionResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await submitListing(deps, user, request.params.id);
      return { message: LISTING_MESSAGES.submitted, listing: await listingDetails(deps, user, request.params.id) };
    },
  );
};
