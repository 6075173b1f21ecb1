/** The valuation calls of SPEC.md §7, typed by contracts/valuations and contracts/valuation-records. */
import type { CreateValuationInput, UpdateValuationInput, ValuationList, ValuationResponse } from '../../../contracts/valuation-records';
import type { Valuation, ValuationsQueryParams } from '../../../contracts/valuation-records';
import type { ValuationEstimate } from '../../../contracts/valuation-estimate';
import type { ValuateInputDraft } from '../../../contracts/valuations';
import { api, type ApiClient } from '../../lib/api';

export type ValuationParams = ValuationsQueryParams;

export const valuationKeys = {
  all: ['valuations'] as const,
  list: (params: ValuationParams) => ['valuations', 'list', params] as const,
  detail: (id: number) => ['valuations', 'detail', id] as const,
};

export async function fetchValuations(params: ValuationParams, signal?: AbortSignal, client: ApiClient = api): Promise<ValuationList> {
  const { data } = await client.get<ValuationList>('/valuations', { params, signal, silent: true });
  return data;
}

export async function fetchValuation(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<Valuation> {
  const { data } = await client.get<Valuation>(`/valuations/${id}`, { signal, silent: true });
  return data;
}

/** POST /valuations/valuate: the server's estimate of the inputs, nothing stored. */
export async function valuate(inputs: ValuateInputDraft, client: ApiClient = api): Promise<ValuationEstimate> {
  const { data } = await client.post<ValuationEstimate>('/valuations/valuate', inputs, { silent: true });
  return data;
}

export async function createValuation(body: CreateValuationInput, client: ApiClient = api): Promise<ValuationResponse> {
  const { data } = await client.post<ValuationResponse>('/valuations', body);
  return data;
}

/** POST /valuations/{id} with `_method=PUT` for flat fields (staff); JSON PUT when the inputs travel along. */
export async function updateValuation(id: number, body: UpdateValuationInput, client: ApiClient = api): Promise<ValuationResponse> {
  if (body.inputs) {
    const { data } = await client.put<ValuationResponse>(`/valuations/${id}`, body);
    return data;
  }
  const { data } = await client.override<ValuationResponse>(
    'PUT',
    `/valuations/${id}`,
    body as Record<string, string | number | boolean | null | undefined>,
  );
  return data;
}
