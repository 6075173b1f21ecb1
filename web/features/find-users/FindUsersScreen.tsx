/** /find-sellers (buyers) and /find-buyers (sellers): the other group, anonymised, ranked by fit, with "Contact". */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DirectoryEntry } from '../../../contracts/find-users/find-users';
import { practiceAreaLabel } from '../../../contracts/common/practice-areas';
import { usStateName } from '../../../contracts/common/us-states';
import { VERIFICATION_LEVELS } from '../../../contracts/users/users';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { FilterBar, type FilterField } from '../../components/filters/FilterBar';
import { practiceAreaField, stateField } from '../../components/filters/placeFields';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { InfiniteListEnd } from '../../components/InfiniteListEnd';
import { PartyBadge } from '../../components/PartyBadge';
import { fetchListings } from '../listings/listingsApi';
import { isNdaNotSigned, NdaDialog } from '../documents/NdaDialog';
import { ContactDialog } from './ContactDialog';
import {
  answerIntroduction,
  DIRECTORY_KEY,
  fetchDirectoryPage,
  fetchIntroductions,
  INTRODUCTIONS_KEY,
  nextDirectoryPage,
  type DirectoryFilters,
} from './findUsersApi';

type Side = 'buyer' | 'seller';

const NO_FILTERS = { practiceArea: '', state: '', level: '' };
const DIRECTORY_FILTERS: FilterField<keyof DirectoryFilters>[] = [
  practiceAreaField({ name: 'practiceArea', id: 'directory-area', emptyLabel: 'Any' }),
  stateField({ name: 'state', id: 'directory-state', emptyLabel: 'Any' }),
  {
    name: 'level',
    id: 'directory-level',
    label: 'Verification',
    emptyLabel: 'Any level',
    options: VERIFICATION_LEVELS.map((level) => ({ value: level.key, label: level.label })),
  },
];

export default function FindUsersScreen({ side }: { side: Side }) {
  const [filters, setFilters] = useState<DirectoryFilters>({ ...NO_FILTERS, listingId: '' });
  const [contact, setContact] = useState<DirectoryEntry | null>(null);
  const query = useInfiniteQuery({
    queryKey: [...DIRECTORY_KEY, side, filters],
    queryFn: ({ pageParam }) => fetchDirectoryPage(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextDirectoryPage,
  });
  const myListings = useQuery({
    queryKey: ['listings', 'list', 'status', { status: 'active', per_page: 50 }],
    queryFn: ({ signal }) => fetchListings({ kind: 'status', status: 'active' }, { per_page: 50 }, signal),
    enabled: side === 'seller',
  });
  const entries = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.data), [query.data]);
  const rankField: FilterField<keyof DirectoryFilters> = {
    name: 'listingId',
    id: 'directory-rank',
    label: 'Rank against',
    emptyLabel: 'My Seller Customization and listings',
    options: (myListings.data?.data ?? []).map((listing) => ({ value: String(listing.id), label: listing.headline || 'Untitled listing' })),
  };
  const filtered = Boolean(filters.practiceArea || filters.state || filters.level);
  const other = side === 'buyer' ? 'sellers' : 'buyers';

  return (
    <div className="find-users-screen">
      <PageHeader
        eyebrow={side === 'buyer' ? 'Buyer' : 'Seller'}
        title={side === 'buyer' ? 'Find a Seller' : 'Find a Buyer'}
        lead={
          side === 'buyer'
            ? 'Sellers with practices on the market, best fit with your Buyer Customization first. Names and firms stay private until a seller accepts.'
            : 'Buyers looking for a practice, best fit with your practice first. Names stay private until a buyer accepts.'
        }
        actions={
          <Link
            to={side === 'buyer' ? '/settings/buyer-customization' : '/settings/seller-customization'}
            className="btn btn-outline-secondary btn-sm"
          >
            <i className="bi bi-sliders me-2" aria-hidden="true" />
            {side === 'buyer' ? 'Buyer Customization' : 'Seller Customization'}
          </Link>
        }
      />
      <IntroductionRequests />
      <FilterBar
        label="Filters"
        fields={side === 'seller' ? [rankField, ...DIRECTORY_FILTERS] : DIRECTORY_FILTERS}
        values={filters}
        onChange={(name, value) => setFilters((current) => ({ ...current, [name]: value }))}
        onClear={() => setFilters((current) => ({ ...current, ...NO_FILTERS }))}
        active={filtered}
      />

      {query.isPending ? (
        <LoadingSkeleton variant="rows" count={6} label={`Loading ${other}…`} />
      ) : query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : entries.length === 0 ? (
        <EmptyState title={filtered ? `No ${other} match these filters` : `No ${other} to show yet`} icon="people">
          {filtered
            ? 'Try another practice area, state or verification level.'
            : side === 'buyer'
              ? 'Sellers appear here once a listing of theirs is active.'
              : 'Buyers appear here once they join Lexchange.'}
        </EmptyState>
      ) : (
        <>
          {entries.every((entry) => entry.fit.reasons.length === 0) && !filters.listingId ? (
            <div className="alert alert-info small" role="note">
              <i className="bi bi-lightbulb me-2" aria-hidden="true" />
              Nobody here shares your practice areas, states or revenue range yet.{' '}
              <Link to={side === 'buyer' ? '/settings/buyer-customization' : '/settings/seller-customization'}>
                {side === 'buyer' ? 'Fill in your Buyer Customization' : 'Fill in your Seller Customization'}
              </Link>{' '}
              to rank {other} by fit.
            </div>
          ) : null}
          <p className="small text-body-secondary" aria-live="polite">
            {query.data?.pages[0]?.meta.total ?? entries.length} {other}, best fit first
          </p>
          <ul className="list-unstyled d-grid gap-2 mb-2" aria-label={side === 'buyer' ? 'Sellers' : 'Buyers'}>
            {entries.map((entry) => (
              <DirectoryCard key={entry.unique_id} entry={entry} side={side} onContact={() => setContact(entry)} />
            ))}
          </ul>
          <InfiniteListEnd
            hasMore={Boolean(query.hasNextPage)}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
            moreLabel={`Load more ${other}`}
          />
        </>
      )}
      {contact ? <ContactDialog entry={contact} side={side} onClose={() => setContact(null)} /> : null}
    </div>
  );
}

function DirectoryCard({ entry, side, onContact }: { entry: DirectoryEntry; side: Side; onContact: () => void }) {
  const status = entry.introduction?.status;
  return (
    <li className="card">
      <article
        className="card-body d-flex flex-column flex-md-row gap-3 justify-content-between"
        aria-label={`${side === 'buyer' ? 'Seller' : 'Buyer'} ${entry.unique_id}`}
      >
        <div className="flex-grow-1">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <PartyBadge uniqueId={entry.unique_id} level={entry.verification_level} />
            <span className="small text-body-secondary">{entry.user_type_label}</span>
            {entry.active_listings !== null ? (
              <span className="badge rounded-pill text-bg-light border">
                {entry.active_listings} active listing{entry.active_listings === 1 ? '' : 's'}
              </span>
            ) : null}
          </div>
          <p className="mb-2">{entry.summary}</p>
          <div className="d-flex flex-wrap gap-1 mb-2">
            {entry.practice_areas.slice(0, 6).map((area) => (
              <span
                key={area}
                className="badge rounded-pill text-bg-secondary-subtle border border-secondary-subtle text-secondary-emphasis fw-normal"
              >
                {practiceAreaLabel(area)}
              </span>
            ))}
            {entry.practice_areas.length > 6 ? (
              <span className="small text-body-secondary">+{entry.practice_areas.length - 6} more</span>
            ) : null}
            {entry.states.length ? (
              <span className="small text-body-secondary ms-1">
                <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                {entry.states.slice(0, 3).map(usStateName).join(', ')}
                {entry.states.length > 3 ? ` +${entry.states.length - 3}` : ''}
              </span>
            ) : null}
          </div>
          <p className="small mb-0 text-success-emphasis">
            <i className="bi bi-stars me-1" aria-hidden="true" />
            {entry.fit.reasons.length ? (
              entry.fit.reasons.join(' · ')
            ) : (
              <span className="text-body-secondary">No criteria in common yet</span>
            )}
          </p>
        </div>
        <div className="flex-shrink-0 align-self-md-center">
          {status === 'pending' ? (
            <span className="badge text-bg-warning-subtle border border-warning-subtle text-warning-emphasis p-2">Request sent</span>
          ) : status === 'accepted' ? (
            <Link to="/messages" className="btn btn-outline-primary btn-sm">
              Open messages
            </Link>
          ) : (
            <button type="button" className="btn btn-primary btn-sm" onClick={onContact}>
              <i className="bi bi-send me-2" aria-hidden="true" />
              Contact
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

/** Introduction requests sent to the caller, to accept or decline. */
function IntroductionRequests() {
  const queryClient = useQueryClient();
  const introductions = useQuery({ queryKey: INTRODUCTIONS_KEY, queryFn: fetchIntroductions });
  // A buyer accepting a seller's introduction signs the listing's NDA first, then the accept is sent again.
  const [ndaFor, setNdaFor] = useState<{ id: number; listingId: number } | null>(null);
  const answer = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'accepted' | 'declined' }) => answerIntroduction(id, status),
    onSuccess: (intro) => {
      void queryClient.invalidateQueries({ queryKey: INTRODUCTIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
      notify(intro.status === 'accepted' ? 'Accepted: your conversation is open in Messages.' : 'Declined.', 'success');
    },
    onError: (error, variables) => {
      const intro = introductions.data?.find((candidate) => candidate.id === variables.id);
      if (isNdaNotSigned(error) && intro) setNdaFor({ id: intro.id, listingId: intro.listing.id });
      else if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
    },
  });
  const incoming = (introductions.data ?? []).filter((intro) => intro.direction === 'incoming' && intro.status === 'pending');
  if (incoming.length === 0) return null;
  return (
    <section className="card border-primary-subtle mb-4" aria-labelledby="introductions-title">
      <div className="card-body">
        <h2 id="introductions-title" className="h6">
          Introduction requests for you
        </h2>
        {ndaFor ? (
          <NdaDialog
            listingId={ndaFor.listingId}
            onCancel={() => setNdaFor(null)}
            onSigned={() => {
              setNdaFor(null);
              answer.mutate({ id: ndaFor.id, status: 'accepted' });
            }}
          />
        ) : null}
        <ul className="list-unstyled mb-0 d-grid gap-3">
          {incoming.map((intro) => (
            <li key={intro.id} className="d-flex flex-column flex-md-row gap-2 justify-content-between">
              <div>
                <PartyBadge uniqueId={intro.counterpart.unique_id} level={intro.counterpart.verification_level} />
                <span className="small text-body-secondary ms-2">about “{intro.listing.headline}”</span>
                {intro.message ? <p className="small mb-0 mt-1 fst-italic">“{intro.message}”</p> : null}
              </div>
              <div className="d-flex gap-2 align-self-md-center">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: intro.id, status: 'accepted' })}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: intro.id, status: 'declined' })}
                >
                  Decline
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
