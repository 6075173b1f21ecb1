import type { Offer } from '../../../contracts/offers/offers';
import type { OfferAnswer } from '../../../contracts/offers/offers';
import type { OfferTermsInput } from '../../../contracts/offers/terms';
import { offerRoutes } from '../../../contracts/offers/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export const offersKey = (dealId: number) => ['deals', 'offers', dealId] as const;

export async function fetchOffers(dealId: number, client: ApiClient = api): Promise<Offer[]> {
  return (await callApi(offerRoutes.list, { params: { id: dealId }, silent: true, client })).data;
}

export const makeOffer = (dealId: number, terms: OfferTermsInput, client: ApiClient = api) =>
  callApi(offerRoutes.make, { params: { id: dealId }, body: terms, client });

export const counterOffer = (offerId: number, terms: OfferTermsInput, client: ApiClient = api) =>
  callApi(offerRoutes.counter, { params: { id: offerId }, body: terms, client });

export const answerOffer = (offerId: number, answer: OfferAnswer, client: ApiClient = api) =>
  callApi(offerRoutes.answer, { params: { id: offerId }, body: answer, client });
