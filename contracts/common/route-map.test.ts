import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { FIRST_READS_BY_PATH } from './first-screen-reads';
import { listingRoutes } from '../listings/routes';
import { declareRoutes, endpointPath, endpointUrl, type RouteSchema } from './route-map';

type Schemas = { show: RouteSchema; browse: RouteSchema; file: RouteSchema };

const routes = declareRoutes<Schemas>()({
  show: 'GET /listings/:id',
  browse: 'GET /listings',
  file: 'DELETE /listings/:id/files/:fileId',
});

describe('the route map', () => {
  it('declares each endpoint by name as its method and path', () => {
    expect(routes.show).toEqual({ method: 'GET', path: '/listings/:id' });
    expect(routes.file).toEqual({ method: 'DELETE', path: '/listings/:id/files/:fileId' });
  });

  it('fills in path parameters, each URI-encoded', () => {
    expect(endpointPath(routes.show, { id: 5 })).toBe('/listings/5');
    expect(endpointPath(routes.file, { id: 5, fileId: 'a b/c?' })).toBe('/listings/5/files/a%20b%2Fc%3F');
  });

  it('refuses a path parameter left without a value', () => {
    expect(() => endpointPath(routes.show, {})).toThrow('GET /listings/:id: no value for :id');
  });

  it("writes a read's URL as the web's API client (axios) requests it", () => {
    const query = { sort: '-created_at', page: 1, 'filter[q]': 'tax, estate: a$b' };
    const axiosUrl = axios.getUri({ baseURL: '/api', url: endpointPath(routes.browse), params: query });
    expect(endpointUrl(routes.browse, { query })).toBe(axiosUrl);
    expect(endpointUrl(routes.show, { params: { id: 7 } })).toBe('/api/listings/7');
  });

  it("names the first screen's read of /all-listings by the browse endpoint's declaration", () => {
    expect(FIRST_READS_BY_PATH['/all-listings']).toEqual([endpointUrl(listingRoutes.browse, { query: { sort: '-created_at', page: 1 } })]);
  });
});
