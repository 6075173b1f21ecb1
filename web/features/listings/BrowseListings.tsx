import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useIsMobileView } from '../../app/useIsMobileView';
import { InfiniteListings } from './InfiniteListings';
import {
  activeFilterCount,
  apiParamsFromFilters,
  searchFromFilters,
  SORT_OPTIONS,
  type ListingFilters,
  type ListingSort,
} from './listingFilters';
import { ListingFiltersPanel } from './ListingFiltersPanel';

interface BrowseListingsProps {
  title: string;
  lead: string;
  filters: ListingFilters;
}

/** All listings and Filtered listings: filters beside the results (in a drawer on mobile), sort above them. */
export function BrowseListings({ title, lead, filters }: BrowseListingsProps) {
  const navigate = useNavigate();
  const isMobile = useIsMobileView();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const count = activeFilterCount(filters);
  const apply = (next: ListingFilters) => {
    setDrawerOpen(false);
    const search = searchFromFilters(next).toString();
    void navigate(search ? `/listings/results?${search}` : '/all-listings');
  };
  const panel = <ListingFiltersPanel key={searchFromFilters(filters).toString()} initial={filters} onApply={apply} />;

  return (
    <>
      <PageHeader
        title={title}
        lead={lead}
        actions={
          <div className="d-flex gap-2 align-items-center">
            {isMobile ? (
              <button type="button" className="btn btn-outline-primary text-nowrap" onClick={() => setDrawerOpen(true)}>
                <i className="bi bi-funnel me-1" aria-hidden="true" />
                Filters{count ? ` (${count})` : ''}
              </button>
            ) : null}
            <label htmlFor="listing-sort" className="visually-hidden">
              Sort listings
            </label>
            <select
              id="listing-sort"
              className="form-select"
              value={filters.sort}
              onChange={(event) => apply({ ...filters, sort: event.target.value as ListingSort })}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        }
      />
      <div className="row g-4">
        {isMobile ? (
          <Offcanvas show={drawerOpen} onHide={() => setDrawerOpen(false)} placement="start" aria-labelledby="filters-title">
            <Offcanvas.Header closeButton closeLabel="Close filters">
              <Offcanvas.Title id="filters-title">Filters</Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body>{panel}</Offcanvas.Body>
          </Offcanvas>
        ) : (
          <aside className="col-lg-4">{panel}</aside>
        )}
        <div className={isMobile ? 'col-12' : 'col-lg-8'}>
          <InfiniteListings
            source={{ kind: 'browse' }}
            besidePanel={!isMobile}
            params={apiParamsFromFilters(filters)}
            empty={
              <EmptyState title={count ? 'No listings match these filters yet' : 'No listings yet'} icon="search">
                {count
                  ? 'Widen the filters, or check back: new practices are listed every week.'
                  : 'New practices are listed every week; check back soon.'}
                {count ? (
                  <div className="mt-3">
                    <button type="button" className="btn btn-outline-primary" onClick={() => void navigate('/all-listings')}>
                      Clear the filters
                    </button>
                  </div>
                ) : null}
              </EmptyState>
            }
          />
        </div>
      </div>
    </>
  );
}
