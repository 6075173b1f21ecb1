import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { declareRoutes, type RouteSchema } from '../../contracts/common/route-map';
import { createApiClient, type ApiClient } from './api';
import { callApi, requestApi } from './callApi';

type Schemas = { browse: RouteSchema; show: RouteSchema; update: RouteSchema; favorite: RouteSchema };
const routes = declareRoutes<Schemas>()({
  browse: 'GET /listings',
  show: 'GET /find-users/:uniqueId',
  update: 'PUT /listings/:id',
  favorite: 'PUT /favorites/:id',
});

/** A client whose network records each request and answers 200 with `{ ok: true }`; the XSRF cookie is set. */
function recordingClient() {
  document.cookie = 'XSRF-TOKEN=token; path=/';
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    return { data: { ok: true }, status: 200, statusText: '', headers: {}, config };
  };
  const client = createApiClient({ adapter, timeZone: () => 'UTC' });
  const sent = () => calls.filter((call) => call.url !== '/csrf-cookie');
  return { client, sent };
}

describe('a call of a declared endpoint', () => {
  it('requests the declared method and path, path parameters URI-encoded, query as the client serialises it', async () => {
    const { client, sent } = recordingClient();
    await callApi(routes.show, { params: { uniqueId: 'a b/c' }, client });
    await callApi(routes.browse, { query: { sort: '-created_at', page: 1 }, client });
    expect(sent().map((call) => [call.method, axios.getUri(call)])).toEqual([
      ['get', '/api/find-users/a%20b%2Fc'],
      ['get', '/api/listings?sort=-created_at&page=1'],
    ]);
  });

  it('resolves to the body; requestApi to the status and body', async () => {
    const { client } = recordingClient();
    expect(await callApi(routes.browse, { client })).toEqual({ ok: true });
    expect(await requestApi(routes.browse, { client })).toEqual({ status: 200, data: { ok: true } });
  });

  it('sends a form through the method override, as a POST carrying _method', async () => {
    const { client, sent } = recordingClient();
    await callApi(routes.update, { params: { id: 3 }, form: { headline: 'Tax practice' }, client });
    const [call] = sent();
    expect([call!.method, call!.url, String(call!.data)]).toEqual(['post', '/listings/3', 'headline=Tax+practice&_method=PUT']);
  });

  it("calls the client's own method with only the arguments given, so spies see the call as before", async () => {
    const put = vi.fn(async () => ({ data: { favorited: true }, status: 200 }));
    const get = vi.fn(async () => ({ data: [], status: 200 }));
    const client = { put, get } as unknown as ApiClient;
    await callApi(routes.favorite, { params: { id: 9 }, client });
    await callApi(routes.browse, { query: { page: 2 }, silent: true, client });
    expect(put).toHaveBeenCalledWith('/favorites/9');
    expect(get).toHaveBeenCalledWith('/listings', { params: { page: 2 }, silent: true });
  });
});
