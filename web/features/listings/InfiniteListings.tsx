import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ListingCard as ListingCardData, ListingList } from '../../../contracts/listings/responses';
import { ErrorState, LOAD_ERROR_MESSAGE } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { ListingCard } from './ListingCard';
import { ListingGridSkeletonItems, listingItemClass, type ListingLayout } from './ListingGridSkeleton';
import { fetchListings, listingKeys, type ListingParams, type ListingSource } from './listingsApi';

export const NO_MORE_RESULTS = 'No more results!';
export const LOADING_LISTINGS = 'Loading listings…';

interface InfiniteListingsProps {
  source: ListingSource;
  params: ListingParams;
  empty: ReactNode;
  showStatus?: boolean;
  canWatch?: boolean;
  /** Replaces the card (the seller's managed rows). */
  renderItem?: (listing: ListingCardData) => ReactNode;
  /** The list sits beside the filter panel: at most two cards a row. */
  besidePanel?: boolean;
}

const scopeOf = (source: ListingSource) => (source.kind === 'status' ? `status:${source.status}` : source.kind);

/** The query of an infinite list: the screen's, and a prefetch's before the screen shows (AllListingsScreen). */
export const listingsQuery = (source: ListingSource, params: ListingParams) =>
  infiniteQueryOptions({
    queryKey: listingKeys.list(scopeOf(source), params),
    queryFn: ({ pageParam, signal }) => fetchListings(source, { ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListingList) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });

/** An infinite list of listings (docs/product.md "Messages"): pages load as the end scrolls into view, or with the button. */
export function InfiniteListings({ source, params, empty, showStatus, canWatch, renderItem, besidePanel = false }: InfiniteListingsProps) {
  const query = useInfiniteQuery(listingsQuery(source, params));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const layout: ListingLayout = renderItem ? 'rows' : besidePanel ? 'cards-beside-panel' : 'cards';
  const listings = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (query.data && listings.length === 0) return <>{empty}</>;
  const total = query.data?.pages[0]?.meta.total ?? listings.length;

  // While the first page loads, the same section, count line and grid hold placeholders shaped like the cards, so
  // nothing moves when the cards arrive (issue #16: cumulative layout shift).
  if (query.isPending) {
    return (
      <section aria-label="Listings" aria-busy="true">
        <p className="text-body-secondary small placeholder-glow" role="status">
          <span className="visually-hidden">{LOADING_LISTINGS}</span>
          <span className="placeholder col-2 listing-skeleton__count" aria-hidden="true" />
        </p>
        <ul className="row g-3 list-unstyled" aria-hidden="true">
          <ListingGridSkeletonItems layout={layout} />
        </ul>
      </section>
    );
  }

  return (
    <section aria-label="Listings" aria-busy="false">
      <p className="text-body-secondary small" role="status">
        {total === 1 ? '1 listing' : `${total} listings`}
      </p>
      <ul className="row g-3 list-unstyled">
        {listings.map((listing) => (
          <li key={listing.id} className={listingItemClass(layout)}>
            {renderItem ? renderItem(listing) : <ListingCard listing={listing} showStatus={showStatus} canWatch={canWatch} />}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="py-3 text-center">
        {query.isFetchNextPageError ? (
          <div role="alert">
            <p className="mb-2">{LOAD_ERROR_MESSAGE}</p>
            <button type="button" className="btn btn-outline-primary" onClick={() => void fetchNextPage()}>
              <i className="bi bi-arrow-clockwise me-2" aria-hidden="true" />
              Try again
            </button>
          </div>
        ) : isFetchingNextPage ? (
          <LoadingSkeleton variant="lines" count={2} label="Loading more listings…" />
        ) : hasNextPage ? (
          <button type="button" className="btn btn-outline-secondary" onClick={() => void fetchNextPage()}>
            Show more listings
          </button>
        ) : (
          <p className="text-body-secondary mb-0">{NO_MORE_RESULTS}</p>
        )}
      </div>
    </section>
  );
}
