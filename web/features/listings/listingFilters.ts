/**
 * The browse filters, kept in the URL of /listings/results (so a search can be shared, bookmarked and reloaded) and
 * turned into GET /listings's bracketed query.
 */
import { LISTING_SORTS, REVENUE_BAND_KEYS } from '../../../contracts/listings/constants';
import type { ListingsQuery, ListingsQueryParams } from '../../../contracts/listings/listings';
import { PRACTICE_AREA_KEYS } from '../../../contracts/common/practice-areas';
import { US_STATE_CODES } from '../../../contracts/common/us-states';

export type ListingSort = ListingsQuery['sort'];

/**
 * A browse filter's value as GET /listings reads it (ListingsQuery), by its name without `filter[…]`; a name the
 * contract lacks does not compile. Lists hold the URL's values, kept only if the contract knows them (filtersFromSearch).
 */
type QueryFilter<K extends string> = NonNullable<ListingsQuery[`filter[${K}]` & keyof ListingsQuery]>;
type Filter<K extends string> = QueryFilter<K> extends readonly unknown[] ? string[] : QueryFilter<K>;

/** The browse filters: GET /listings's filters a buyer may set, unset as empty lists, null or false. */
export interface ListingFilters {
  practice_area: Filter<'practice_area'>;
  state: Filter<'state'>;
  revenue_band: Filter<'revenue_band'>;
  asking_price_min: Filter<'asking_price_min'> | null;
  asking_price_max: Filter<'asking_price_max'> | null;
  usable_information: Filter<'usable_information'>;
  verified_seller: Filter<'verified_seller'>;
  sort: ListingSort;
}

export const EMPTY_FILTERS: ListingFilters = {
  practice_area: [],
  state: [],
  revenue_band: [],
  asking_price_min: null,
  asking_price_max: null,
  usable_information: false,
  verified_seller: false,
  sort: '-created_at',
};

export const SORT_OPTIONS: { value: ListingSort; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  // By the public revenue band; listings inside a band keep no order by their exact (confidential) revenue.
  { value: '-revenue', label: 'Highest revenue band' },
  { value: 'revenue', label: 'Lowest revenue band' },
  { value: '-asking_price', label: 'Asking price: high to low' },
  { value: 'asking_price', label: 'Asking price: low to high' },
];

const LIST_KEYS = ['practice_area', 'state', 'revenue_band'] as const;
const ALLOWED: Record<(typeof LIST_KEYS)[number], readonly string[]> = {
  practice_area: PRACTICE_AREA_KEYS,
  state: US_STATE_CODES,
  revenue_band: REVENUE_BAND_KEYS,
};

const amount = (text: string | null) => {
  if (text === null || !/^\d{1,11}$/.test(text)) return null;
  return Number(text);
};

/** Reads the filters from a URL query; unknown or malformed values are dropped rather than sent. */
export function filtersFromSearch(search: URLSearchParams): ListingFilters {
  const lists = Object.fromEntries(
    LIST_KEYS.map((key) => {
      const values = (search.get(key) ?? '').split(',').filter((value) => ALLOWED[key].includes(value));
      return [key, [...new Set(values)]];
    }),
  ) as Pick<ListingFilters, (typeof LIST_KEYS)[number]>;
  const sort = search.get('sort');
  return {
    ...lists,
    asking_price_min: amount(search.get('asking_price_min')),
    asking_price_max: amount(search.get('asking_price_max')),
    usable_information: search.get('usable_information') === '1',
    verified_seller: search.get('verified_seller') === '1',
    sort: LISTING_SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : '-created_at',
  };
}

/** The URL query for /listings/results: only what is set, in a stable order. */
export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of LIST_KEYS) if (filters[key].length) search.set(key, filters[key].join(','));
  if (filters.asking_price_min !== null) search.set('asking_price_min', String(filters.asking_price_min));
  if (filters.asking_price_max !== null) search.set('asking_price_max', String(filters.asking_price_max));
  if (filters.usable_information) search.set('usable_information', '1');
  if (filters.verified_seller) search.set('verified_seller', '1');
  if (filters.sort !== '-created_at') search.set('sort', filters.sort);
  return search;
}

/** GET /listings's query: `filter[...]` keys, comma-separated lists. */
export function apiParamsFromFilters(filters: ListingFilters): ListingsQueryParams {
  const params: ListingsQueryParams = { sort: filters.sort };
  for (const key of LIST_KEYS) if (filters[key].length) params[`filter[${key}]`] = filters[key].join(',');
  if (filters.asking_price_min !== null) params['filter[asking_price_min]'] = filters.asking_price_min;
  if (filters.asking_price_max !== null) params['filter[asking_price_max]'] = filters.asking_price_max;
  if (filters.usable_information) params['filter[usable_information]'] = 1;
  if (filters.verified_seller) params['filter[verified_seller]'] = 1;
  return params;
}

/** How many filters are set (the sort is not a filter). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    LIST_KEYS.filter((key) => filters[key].length > 0).length +
    (filters.asking_price_min !== null || filters.asking_price_max !== null ? 1 : 0) +
    (filters.usable_information ? 1 : 0) +
    (filters.verified_seller ? 1 : 0)
  );
}
