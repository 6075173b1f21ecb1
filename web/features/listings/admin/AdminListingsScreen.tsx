import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListingReference } from '../../../components/ListingReference';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCompact } from '../../../../contracts/format/compact';
import type { ListingCard } from '../../../../contracts/listings/responses';
import { LISTING_STATUSES, type ListingStatus } from '../../../../contracts/listings/listings';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FilterBar, filterValue, type FilterField } from '../../../components/filters/FilterBar';
import { practiceAreaField, stateField } from '../../../components/filters/placeFields';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { ListPagination } from '../../../components/ListPagination';
import { DeleteListingDialog } from '../DeleteListingDialog';
import { DisableListingDialog } from '../DisableListingDialog';
import { practiceAreaLabel, regionLabel, revenueBandLabel, STATUS_LABELS, STATUS_VARIANTS } from '../labels';
import { formatDate } from '../../../lib/dates';
import { fetchListings, listingKeys, type ListingParams } from '../listingsApi';
import { useListingActions } from '../useListingActions';
import { FeedbackDialog } from './FeedbackDialog';
import { PageHeader } from '../../../components/PageHeader';

type Dialog = { kind: 'disable' | 'delete' | 'feedback'; listing: ListingCard } | null;

const PER_PAGE = 25;

const LISTING_FILTERS: FilterField[] = [
  {
    name: 'status',
    id: 'admin-listing-status',
    label: 'Status',
    options: [...LISTING_STATUSES.map((key) => ({ value: key, label: STATUS_LABELS[key] })), { value: 'all', label: 'All statuses' }],
  },
  practiceAreaField({ name: 'practice_area', id: 'admin-listing-area', emptyLabel: 'Any' }),
  stateField({ name: 'state', id: 'admin-listing-state', emptyLabel: 'Any' }),
];

/** Staff review: pending listings first, every listing on demand; approve, feedback, disable, delete. */
export default function AdminListingsScreen() {
  const [search, setSearch] = useSearchParams();
  const [statusField, areaField, stateFilter] = LISTING_FILTERS;
  const status = filterValue(statusField!, search.get('status'), 'pending') as ListingStatus | 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const area = filterValue(areaField!, search.get('practice_area'));
  const state = filterValue(stateFilter!, search.get('state'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = useListingActions(() => setDialog(null));

  const params: ListingParams = { page, per_page: PER_PAGE, sort: status === 'pending' ? 'created_at' : '-created_at' };
  if (status !== 'all') params['filter[status]'] = status;
  if (area) params['filter[practice_area]'] = area;
  if (state) params['filter[state]'] = state;
  const query = useQuery({
    queryKey: listingKeys.list('admin', params),
    queryFn: ({ signal }) => fetchListings({ kind: 'browse' }, params, signal),
    placeholderData: keepPreviousData,
  });

  const change = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearch(next);
  };

  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Listings"
        lead="Review listings waiting for approval, send feedback to their sellers, and disable or delete any listing."
      />
      <FilterBar
        fields={LISTING_FILTERS}
        values={{ status, practice_area: area, state }}
        onChange={change}
        onClear={() => setSearch(new URLSearchParams())}
        active={status !== 'pending' || Boolean(area || state)}
      />
      {query.isPending ? (
        <LoadingSkeleton variant="rows" count={6} label="Loading listings…" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.data.length === 0 ? (
        <EmptyState title={status === 'pending' ? 'Nothing waits for review' : 'No listings match these filters'} icon="check2-circle" />
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm table-hover align-middle small">
              <thead>
                <tr>
                  <th scope="col">Listing</th>
                  <th scope="col" className="d-none d-md-table-cell">
                    Status
                  </th>
                  <th scope="col" className="d-none d-lg-table-cell">
                    Seller
                  </th>
                  <th scope="col" className="d-none d-xxl-table-cell">
                    Practice areas
                  </th>
                  <th scope="col" className="d-none d-lg-table-cell">
                    Location
                  </th>
                  <th scope="col" className="d-none d-xxl-table-cell">
                    Revenue
                  </th>
                  <th scope="col" className="d-none d-xxl-table-cell">
                    Asking
                  </th>
                  <th scope="col" className="d-none d-sm-table-cell">
                    Created
                  </th>
                  <th scope="col" className="text-end">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.data.map((listing) => {
                  const name = listing.headline || 'Untitled listing';
                  return (
                    <tr key={listing.id}>
                      <td className="admin-listings__headline">
                        <Link to={`/listings/details/${listing.id}`}>{name}</Link>
                        <div className="d-flex flex-wrap align-items-center gap-2">
                          <ListingReference reference={listing.reference} />
                          <span className={`badge text-bg-${STATUS_VARIANTS[listing.status]} d-md-none`}>
                            {STATUS_LABELS[listing.status]}
                          </span>
                        </div>
                        {/* What the hidden columns say, on one line under the headline (below 1400 px, where the sidebar leaves less room). */}
                        <div className="d-xxl-none text-body-secondary">
                          {[
                            listing.practice_areas.map(practiceAreaLabel).join(', ') || null,
                            revenueBandLabel(listing.revenue_band),
                            listing.asking_price === null ? null : `asking $${formatCompact(listing.asking_price)}`,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </div>
                        <div className="d-lg-none text-body-secondary">
                          {listing.seller.unique_id} · {regionLabel(listing.metro, listing.state)}
                        </div>
                      </td>
                      <td className="d-none d-md-table-cell">
                        <span className={`badge text-bg-${STATUS_VARIANTS[listing.status]}`}>{STATUS_LABELS[listing.status]}</span>
                      </td>
                      <td className="text-nowrap d-none d-lg-table-cell">{listing.seller.unique_id}</td>
                      <td className="d-none d-xxl-table-cell">{listing.practice_areas.map(practiceAreaLabel).join(', ') || '—'}</td>
                      <td className="d-none d-lg-table-cell">{regionLabel(listing.metro, listing.state)}</td>
                      <td className="text-nowrap d-none d-xxl-table-cell">{revenueBandLabel(listing.revenue_band) ?? '—'}</td>
                      <td className="text-nowrap d-none d-xxl-table-cell">
                        {listing.asking_price === null ? '—' : `$${formatCompact(listing.asking_price)}`}
                      </td>
                      <td className="text-nowrap d-none d-sm-table-cell">{formatDate(listing.created_at)}</td>
                      <td className="text-end admin-listings__actions">
                        <div className="d-inline-flex flex-wrap gap-1 justify-content-end">
                          {listing.status === 'pending' || listing.status === 'disabled' ? (
                            <button
                              type="button"
                              className="btn btn-sm btn-success"
                              disabled={actions.enable.isPending}
                              onClick={() => actions.enable.mutate(listing.id)}
                              aria-label={`Approve ${name}`}
                            >
                              {listing.status === 'pending' ? 'Approve' : 'Enable'}
                            </button>
                          ) : null}
                          {listing.status !== 'draft' ? (
                            <button
                              type="button"
                              className="btn btn-sm btn-outline-primary"
                              onClick={() => setDialog({ kind: 'feedback', listing })}
                              aria-label={`Send feedback on ${name}`}
                            >
                              Feedback
                            </button>
                          ) : null}
                          {listing.status === 'active' || listing.status === 'pending' ? (
                            <button
                              type="button"
                              className="btn btn-sm btn-outline-warning"
                              onClick={() => setDialog({ kind: 'disable', listing })}
                              aria-label={`Disable ${name}`}
                            >
                              Disable
                            </button>
                          ) : null}
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-danger"
                            onClick={() => setDialog({ kind: 'delete', listing })}
                            aria-label={`Delete ${name}`}
                          >
                            <i className="bi bi-trash" aria-hidden="true" />
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ListPagination meta={query.data.meta} onPage={(next) => change('page', String(next))} noun={['listing', 'listings']} />
        </>
      )}
      {dialog?.kind === 'feedback' ? (
        <FeedbackDialog
          headline={dialog.listing.headline || 'Untitled listing'}
          pending={actions.feedback.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(message) => actions.feedback.mutate({ id: dialog.listing.id, message })}
        />
      ) : null}
      {dialog?.kind === 'disable' ? (
        <DisableListingDialog
          mayOverride
          listingId={dialog.listing.id}
          headline={dialog.listing.headline || 'Untitled listing'}
          pending={actions.disable.isPending}
          refused={{ error: actions.disable.error, body: actions.disable.variables?.body }}
          onCancel={() => setDialog(null)}
          onConfirm={(body) => actions.disable.mutate({ id: dialog.listing.id, body })}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteListingDialog
          headline={dialog.listing.headline || 'Untitled listing'}
          pending={actions.remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => actions.remove.mutate({ id: dialog.listing.id, reason })}
        />
      ) : null}
    </>
  );
}
