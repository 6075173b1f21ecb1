import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_READS_BY_PATH, MEMBER_FIRST_READS } from '../../../contracts/common/first-screen-reads';
import { api, API_BASE, type ApiClient } from '../../lib/api';
import { listingsQuery } from '../../features/listings/InfiniteListings';
import { apiParamsFromFilters, EMPTY_FILTERS } from '../../features/listings/listingFilters';
import { createSessionStore } from '../session/sessionStore';
import { matchRoutes } from 'react-router';
import { routes, type ScreenLoader } from '../../router';
import { queryClient } from '../queryClient';
import { buildCard, listPage } from '../../features/listings/testListings';

/** The URL the browser is asked for: axios composes base, path and params the same way for every request. */
const requestedUrl = (url: string, options?: { params?: unknown }) => axios.getUri({ baseURL: API_BASE, url, params: options?.params });

// The shell preloads these URLs (server/platform/first-screen/preloads.ts); the browser hands a preloaded
// response only to a request for the very same URL, so a drift would fetch everything twice on a slow phone.
describe("the first screen's reads are the URLs the shell preloads", () => {
  it("the session restore's profile read", async () => {
    const get = vi.fn(async () => ({ data: { id: 1 }, status: 200 }));
    const store = createSessionStore({ client: { get } as unknown as ApiClient, analytics: { identify: vi.fn(), reset: vi.fn() } });
    await store.restore();
    expect(get.mock.calls[0]!).toBeDefined();
    const [url, options] = get.mock.calls[0] as unknown as [string, { params?: unknown }];
    expect(requestedUrl(url, options)).toBe(MEMBER_FIRST_READS[0]);
  });

  it("/all-listings' first page", async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { data: [], meta: {} }, status: 200 });
    const query = listingsQuery({ kind: 'browse' }, apiParamsFromFilters(EMPTY_FILTERS));
    await query.queryFn!({ pageParam: query.initialPageParam, signal: new AbortController().signal } as never);
    const [url, options] = get.mock.calls[0]!;
    expect(requestedUrl(url, options)).toBe(FIRST_READS_BY_PATH['/all-listings']![0]);
    get.mockRestore();
  });

  it("a rendered /all-listings page's first page goes where the screen's query looks, without a request", async () => {
    const get = vi.spyOn(api, 'get');
    const page = listPage([buildCard({ id: 5, headline: 'Tax practice in Austin' })]);
    const match = matchRoutes(routes, '/all-listings')!.at(-1)!;
    await (match.route.lazy as ScreenLoader).preload({ [FIRST_READS_BY_PATH['/all-listings']![0]!]: page });
    const query = listingsQuery({ kind: 'browse' }, apiParamsFromFilters(EMPTY_FILTERS));
    expect(queryClient.getQueryData(query.queryKey)).toEqual({ pages: [page], pageParams: [1] });
    expect(get).not.toHaveBeenCalled();
    queryClient.clear();
    get.mockRestore();
  });
});
