import { useState, type FormEvent } from 'react';
import { REVENUE_BANDS } from '../../../contracts/listings/constants';
import { CurrencyField } from '../../components/form/CurrencyField';
import { ChoiceChecklist } from '../../components/form/ChoiceChecklist';
import { PRACTICE_AREA_OPTIONS, STATE_OPTIONS } from '../../components/form/placeOptions';
import { EMPTY_FILTERS, type ListingFilters } from './listingFilters';

interface ListingFiltersPanelProps {
  initial: ListingFilters;
  onApply: (filters: ListingFilters) => void;
}

const bandOptions = REVENUE_BANDS.map((band) => ({ value: band.key, label: band.label }));

/** The buyer's filters; applied together so the results page gets one URL per search. */
export function ListingFiltersPanel({ initial, onApply }: ListingFiltersPanelProps) {
  const [filters, setFilters] = useState(initial);
  const set = <K extends keyof ListingFilters>(key: K, value: ListingFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));
  const priceError =
    filters.asking_price_min !== null && filters.asking_price_max !== null && filters.asking_price_min > filters.asking_price_max
      ? 'The lowest price is above the highest.'
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!priceError) onApply(filters);
  };

  return (
    <form className="card card-body" onSubmit={submit} aria-label="Filter listings" noValidate>
      <h2 className="h6 text-uppercase text-body-secondary">Filters</h2>
      <ChoiceChecklist
        compact
        legend="Practice area"
        options={PRACTICE_AREA_OPTIONS}
        value={filters.practice_area}
        onChange={(next) => set('practice_area', next)}
        long
      />
      <ChoiceChecklist compact legend="State" options={STATE_OPTIONS} value={filters.state} onChange={(next) => set('state', next)} long />
      <ChoiceChecklist
        compact
        legend="Revenue band"
        options={bandOptions}
        value={filters.revenue_band}
        onChange={(next) => set('revenue_band', next as ListingFilters['revenue_band'])}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Asking price</legend>
        <div className="row g-2">
          <div className="col-6 col-lg-12 col-xxl-6">
            <CurrencyField
              label="From"
              value={filters.asking_price_min}
              onChange={(value) => set('asking_price_min', value)}
              fieldClassName="mb-0"
            />
          </div>
          <div className="col-6 col-lg-12 col-xxl-6">
            <CurrencyField
              label="To"
              value={filters.asking_price_max}
              onChange={(value) => set('asking_price_max', value)}
              error={priceError}
              fieldClassName="mb-0"
            />
          </div>
        </div>
      </fieldset>
      <div className="form-check mb-2">
        <input
          id="filter-usable"
          type="checkbox"
          className="form-check-input"
          checked={filters.usable_information}
          onChange={(event) => set('usable_information', event.target.checked)}
        />
        <label htmlFor="filter-usable" className="form-check-label">
          With usable information only
        </label>
      </div>
      <div className="form-check mb-3">
        <input
          id="filter-verified"
          type="checkbox"
          className="form-check-input"
          checked={filters.verified_seller}
          onChange={(event) => set('verified_seller', event.target.checked)}
        />
        <label htmlFor="filter-verified" className="form-check-label">
          Verified sellers only
        </label>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary flex-grow-1">
          Show listings
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => setFilters({ ...EMPTY_FILTERS, sort: filters.sort })}>
          Clear
        </button>
      </div>
    </form>
  );
}
