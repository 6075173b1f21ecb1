/** The valuation calls of docs/api.md "Calls", typed by contracts/valuations and contracts/valuation-records. */
import type { CreateValuationInput, UpdateValuationInput, ValuationList, ValuationResponse } from '../../../contracts/valuations/records';
import type { Valuation, ValuationsQueryParams } from '../../../contracts/valuations/records';
import type { ValuationEstimate } from '../../../contracts/valuations/estimate';
import type { ValuateInputDraft } from '../../../contracts/valuations/valuations';
import { valuationRoutes } from '../../../contracts/valuations/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export type ValuationParams = ValuationsQueryParams;

export const valuationKeys = {
  all: ['valuations'] as const,
  list: (params: ValuationParams) => ['valuations', 'list', params] as const,
  detail: (id: number) => ['valuations', 'detail', id] as const,
};

export async function fetchValuations(params: ValuationParams, signal?: AbortSignal, client: ApiClient = api): Promise<ValuationList> {
  return callApi(valuationRoutes.list, { query: params, signal, silent: true, client });
}

export async function fetchValuation(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<Valuation> {
  return callApi(valuationRoutes.show, { params: { id }, signal, silent: true, client });
}

/** POST /valuations/valuate: the server's estimate of the inputs, nothing stored. */
export async function valuate(inputs: ValuateInputDraft, client: ApiClient = api): Promise<ValuationEstimate> {
  return callApi(valuationRoutes.valuate, { body: inputs, silent: true, client });
}

export async function createValuation(body: CreateValuationInput, client: ApiClient = api): Promise<ValuationResponse> {
  return callApi(valuationRoutes.create, { body, client });
}

/** POST /valuations/{id} with `_method=PUT` for flat fields (staff); JSON PUT when the inputs travel along. */
export async function updateValuation(id: number, body: UpdateValuationInput, client: ApiClient = api): Promise<ValuationResponse> {
  if (body.inputs) return callApi(valuationRoutes.save, { params: { id }, body, client });
  const form = body as Record<string, string | number | boolean | null | undefined>;
  return callApi(valuationRoutes.save, { params: { id }, form, client });
}
