import { useId } from 'react';
import type { MarketQuery } from '../../../contracts/market/market';
import { CENSUS_REGIONS, regionOfState } from '../../../contracts/market/regions';
import { REVENUE_BANDS } from '../../../contracts/listings/constants';
import { PRACTICE_AREAS } from '../../../contracts/common/practice-areas';
import { US_STATES } from '../../../contracts/common/us-states';

/** The four filters of the market page; choosing a state outside the chosen region clears the region. */
export function MarketFilters({ value, onChange }: { value: MarketQuery; onChange: (next: MarketQuery) => void }) {
  const id = useId();
  const states = value.region ? US_STATES.filter((state) => regionOfState(state.code) === value.region) : US_STATES;
  const set = (patch: Partial<MarketQuery>) => onChange({ ...value, ...patch });
  return (
    <form className="row g-2 mb-3" aria-label="Filter the market data" onSubmit={(event) => event.preventDefault()}>
      <div className="col-12 col-md-6 col-lg-3">
        <label className="form-label small mb-1" htmlFor={`${id}-area`}>
          Practice area
        </label>
        <select
          id={`${id}-area`}
          className="form-select"
          value={value.practice_area ?? ''}
          onChange={(event) => set({ practice_area: (event.target.value || undefined) as MarketQuery['practice_area'] })}
        >
          <option value="">Every practice area</option>
          {PRACTICE_AREAS.map((area) => (
            <option key={area.key} value={area.key}>
              {area.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-6 col-lg-3">
        <label className="form-label small mb-1" htmlFor={`${id}-region`}>
          Region
        </label>
        <select
          id={`${id}-region`}
          className="form-select"
          value={value.region ?? ''}
          onChange={(event) => set({ region: (event.target.value || undefined) as MarketQuery['region'], state: undefined })}
        >
          <option value="">Every region</option>
          {CENSUS_REGIONS.map((region) => (
            <option key={region.key} value={region.key}>
              {region.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-6 col-lg-3">
        <label className="form-label small mb-1" htmlFor={`${id}-state`}>
          State
        </label>
        <select
          id={`${id}-state`}
          className="form-select"
          value={value.state ?? ''}
          onChange={(event) => set({ state: (event.target.value || undefined) as MarketQuery['state'] })}
        >
          <option value="">Every state</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-6 col-lg-3">
        <label className="form-label small mb-1" htmlFor={`${id}-band`}>
          Revenue band
        </label>
        <select
          id={`${id}-band`}
          className="form-select"
          value={value.revenue_band ?? ''}
          onChange={(event) => set({ revenue_band: (event.target.value || undefined) as MarketQuery['revenue_band'] })}
        >
          <option value="">Every revenue band</option>
          {REVENUE_BANDS.map((band) => (
            <option key={band.key} value={band.key}>
              {band.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
