import { describe, expect, it } from 'vitest';
import { activeFilterCount, apiParamsFromFilters, EMPTY_FILTERS, filtersFromSearch, searchFromFilters } from './listingFilters';

describe('listing filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters = {
      ...EMPTY_FILTERS,
      practice_area: ['estate_planning', 'family'],
      state: ['MA'],
      revenue_band: ['1m_2m' as const],
      asking_price_min: 250_000,
      asking_price_max: 1_500_000,
      usable_information: true,
      verified_seller: true,
      sort: '-revenue' as const,
    };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      'practice_area=estate_planning%2Cfamily&state=MA&revenue_band=1m_2m&asking_price_min=250000&asking_price_max=1500000&usable_information=1&verified_seller=1&sort=-revenue',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(6);
  });

  it('has no filter on the confidential questionnaire (issue #19): an old link with billing_structure drops it', () => {
    expect(filtersFromSearch(new URLSearchParams('billing_structure=contingency&state=MA'))).toEqual({ ...EMPTY_FILTERS, state: ['MA'] });
  });

  it('drops unknown values instead of sending them', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('practice_area=family,nonsense&state=XX&asking_price_min=-5&sort=evil&usable_information=yes'),
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, practice_area: ['family'] });
    expect(searchFromFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('builds the API query with bracketed keys and comma lists', () => {
    const params = apiParamsFromFilters({ ...EMPTY_FILTERS, state: ['MA', 'NY'], asking_price_max: 900_000, verified_seller: true });
    expect(params).toEqual({
      sort: '-created_at',
      'filter[state]': 'MA,NY',
      'filter[asking_price_max]': 900_000,
      'filter[verified_seller]': 1,
    });
  });
});
