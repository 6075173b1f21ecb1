import { queryClient } from '../../app/queryClient';
import { BrowseListings } from './BrowseListings';
import { listingsQuery } from './InfiniteListings';
import { apiParamsFromFilters, EMPTY_FILTERS } from './listingFilters';

/**
 * The first page, asked for while the session is still being restored when a member opens the app here (the router
 * calls it with the screen's module): on a slow network the cards arrive a few round trips sooner.
 */
export const prefetch = () => queryClient.prefetchInfiniteQuery(listingsQuery({ kind: 'browse' }, apiParamsFromFilters(EMPTY_FILTERS)));

export default function AllListingsScreen() {
  return (
    <BrowseListings
      title="All listings"
      lead="Every active law practice for sale on Lexchange, anonymised until its seller approves you."
      filters={EMPTY_FILTERS}
    />
  );
}
