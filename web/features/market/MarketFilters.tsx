import type { MarketQuery } from '../../../contracts/market/market';
import { CENSUS_REGIONS, regionOfState } from '../../../contracts/market/regions';
import { REVENUE_BANDS } from '../../../contracts/listings/constants';
import { US_STATES } from '../../../contracts/common/us-states';
import { FilterBar, type FilterField } from '../../components/filters/FilterBar';
import { practiceAreaField, stateField } from '../../components/filters/placeFields';

type Filter = 'practice_area' | 'region' | 'state' | 'revenue_band';

const REGION_OPTIONS = CENSUS_REGIONS.map((region) => ({ value: region.key, label: region.label }));
const BAND_OPTIONS = REVENUE_BANDS.map((band) => ({ value: band.key, label: band.label }));

/** The four filters of the market page; choosing a region clears the state, and the states offered are the region's. */
export function MarketFilters({ value, onChange }: { value: MarketQuery; onChange: (next: MarketQuery) => void }) {
  const states = value.region ? US_STATES.filter((state) => regionOfState(state.code) === value.region) : US_STATES;
  const fields: FilterField<Filter>[] = [
    practiceAreaField({ name: 'practice_area', emptyLabel: 'Every practice area' }),
    { name: 'region', label: 'Region', emptyLabel: 'Every region', options: REGION_OPTIONS },
    stateField({ name: 'state', emptyLabel: 'Every state', states }),
    { name: 'revenue_band', label: 'Revenue band', emptyLabel: 'Every revenue band', options: BAND_OPTIONS },
  ];
  return (
    <FilterBar
      label="Filter the market data"
      fields={fields}
      values={value}
      onChange={(name, chosen) =>
        onChange({ ...value, [name]: chosen || undefined, ...(name === 'region' ? { state: undefined } : {}) } as MarketQuery)
      }
      onClear={() => onChange({})}
      active={Object.values(value).some(Boolean)}
    />
  );
}
