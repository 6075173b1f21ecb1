import type { QueryClient } from '@tanstack/react-query';
import { FIRST_READS_BY_PATH, type FirstReads } from '../../../contracts/common/first-screen-reads';
import type { ListingList } from '../../../contracts/listings/responses';
import { queryClient } from '../../app/queryClient';
import { PATHS } from '../../app/paths';
import { BrowseListings } from './BrowseListings';
import { listingsQuery } from './InfiniteListings';
import { apiParamsFromFilters, EMPTY_FILTERS } from './listingFilters';

const firstPageQuery = () => listingsQuery({ kind: 'browse' }, apiParamsFromFilters(EMPTY_FILTERS));

/**
 * The first page, asked for while the session is still being restored when a member opens the app here (the router
 * calls it with the screen's module): on a slow network the cards arrive a few round trips sooner.
 */
export const prefetch = () => queryClient.prefetchInfiniteQuery(firstPageQuery());

/** The first page the server rendered this screen with (contracts/common/first-screen-reads.ts), as if it had been fetched. */
export function seed(reads: FirstReads, client: QueryClient = queryClient) {
  const page = reads[FIRST_READS_BY_PATH[PATHS.allListings]![0]!] as ListingList | undefined;
  if (page) client.setQueryData(firstPageQuery().queryKey, { pages: [page], pageParams: [1] });
}

export default function AllListingsScreen() {
  return (
    <BrowseListings
      title="All listings"
      lead="Every active law practice for sale on Lexchange, anonymised until its seller approves you."
      filters={EMPTY_FILTERS}
    />
  );
}
