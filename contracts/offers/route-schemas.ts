import { IdParamsSchema } from '../common';
import type { RouteSchemas } from '../route-map';
import { OfferAnswerSchema, OfferListSchema, OfferSchema } from './offers';
import { OfferTermsSchema } from './terms';

const tags = ['offers'];

/** The schemas of the offers endpoints (paths in ./routes.ts; API.md "Offers"). */
export const offerRouteSchemas = {
  list: {
    summary: "A deal's offers, newest first (its buyer, its seller and staff; 404 for anyone else)",
    tags,
    params: IdParamsSchema,
    response: { 200: OfferListSchema },
  },
  make: {
    summary: 'The buyer makes an offer on a deal with no open offer',
    tags,
    params: IdParamsSchema,
    body: OfferTermsSchema,
    response: { 201: OfferSchema },
  },
  counter: {
    summary: 'The side that did not make an open offer counters it with the next version',
    tags,
    params: IdParamsSchema,
    body: OfferTermsSchema,
    response: { 201: OfferSchema },
  },
  answer: {
    summary: 'Accept or decline (the other side) or withdraw (its maker) an open offer; accepting issues the letter of intent',
    tags,
    params: IdParamsSchema,
    body: OfferAnswerSchema,
    response: { 200: OfferSchema },
  },
} satisfies RouteSchemas;
