import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  GRANTABLE_LEVELS,
  LEVEL_DESCRIPTIONS,
  VERIFICATION_STATUSES,
  VERIFICATION_STATUS_LABELS,
} from '../../../contracts/verifications/levels';
import type { VerificationsQueryParams } from '../../../contracts/verifications/verifications';
import { EmptyState } from '../../components/EmptyState';
import { FilterBar, filterValue, type FilterField } from '../../components/filters/FilterBar';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { ListPagination } from '../../components/ListPagination';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/dates';
import { STATUS_TONES } from './MySubmissions';
import { submissionSummary } from './submissionSummary';
import { VerificationBadge } from '../../components/VerificationBadge';
import { VerificationReviewPanel } from './VerificationReviewPanel';
import { fetchVerificationQueue, verificationKeys } from './verificationsApi';

const PER_PAGE = 25;

const STATUS_OPTIONS = [
  { value: 'open', label: 'Waiting (submitted or in review)' },
  ...VERIFICATION_STATUSES.map((key) => ({ value: key, label: VERIFICATION_STATUS_LABELS[key] })),
  { value: 'all', label: 'All statuses' },
];
const LEVEL_OPTIONS = GRANTABLE_LEVELS.map((key) => ({ value: key, label: `${LEVEL_DESCRIPTIONS[key].label} (${key})` }));
const QUEUE_FILTERS: FilterField<'status' | 'level' | 'reviewer' | 'sort'>[] = [
  { name: 'status', id: 'verification-status', label: 'Status', options: STATUS_OPTIONS },
  { name: 'level', id: 'verification-level', label: 'Level', emptyLabel: 'Any level', options: LEVEL_OPTIONS },
  {
    name: 'reviewer',
    id: 'verification-reviewer',
    label: 'Reviewer',
    emptyLabel: 'Anyone',
    options: [
      { value: 'me', label: 'Assigned to me' },
      { value: 'unassigned', label: 'Unassigned' },
    ],
  },
  {
    name: 'sort',
    id: 'verification-sort',
    label: 'Order',
    emptyLabel: 'Oldest first',
    options: [{ value: 'newest', label: 'Newest first' }],
  },
];

/** Admin → Verifications: the queue, oldest first; a row opens the review panel. */
export default function AdminVerificationsScreen() {
  const [search, setSearch] = useSearchParams();
  const [statusField, levelField, reviewerField] = QUEUE_FILTERS;
  const status = filterValue(statusField!, search.get('status'), 'open');
  const level = filterValue(levelField!, search.get('level'));
  const reviewer = filterValue(reviewerField!, search.get('reviewer'));
  const sort = search.get('sort') === 'newest' ? '-submitted_at' : 'submitted_at';
  const text = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  // The open review lives in the screen, not the URL: a filter applied a moment later never closes it.
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [typed, setTyped] = useState(text);

  const change = (key: string, value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });

  // The router's setter reads the query of its own render: the search below, applied a moment later, must use the
  // latest one, or it would drop a filter changed while the search was pending.
  const latestChange = useRef(change);
  useEffect(() => {
    latestChange.current = change;
  });

  // Search as staff type, a moment after they stop.
  useEffect(() => {
    if (typed === text) return;
    const timer = setTimeout(() => latestChange.current('q', typed.trim()), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const filtered = status !== 'open' || Boolean(text || level || reviewer);
  const clear = () => {
    setTyped('');
    setSearch(new URLSearchParams());
  };

  const params: VerificationsQueryParams = { page, per_page: PER_PAGE, sort };
  if (status === 'open') params['filter[open]'] = '1';
  else if (status !== 'all') params['filter[status]'] = status;
  if (level) params['filter[level]'] = level;
  if (reviewer) params['filter[reviewer]'] = reviewer;
  if (text) params.search = text;
  const query = useQuery({
    queryKey: verificationKeys.queue(params),
    queryFn: ({ signal }) => fetchVerificationQueue(params, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Verifications"
        lead="Check what members send to get verified, decide, and take a level away when it no longer holds."
      />
      <FilterBar
        role="search"
        search={{
          id: 'verification-search',
          label: 'Search',
          placeholder: 'Name, e-mail, handle or bar number',
          value: typed,
          onChange: setTyped,
        }}
        fields={QUEUE_FILTERS}
        values={{ status, level, reviewer, sort: sort === 'submitted_at' ? '' : 'newest' }}
        onChange={(name, value) => change(name, name === 'status' && value === 'open' ? '' : value)}
        onClear={clear}
        active={filtered || sort !== 'submitted_at'}
      />
      <section className="card" aria-label="Verification submissions" aria-busy={query.isFetching}>
        <div className="card-body p-2 p-md-3">
          {query.isPending ? (
            <LoadingSkeleton variant="rows" count={6} label="Loading submissions…" />
          ) : query.isError && !query.data ? (
            <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : query.data.data.length === 0 ? (
            <EmptyState icon="check2-circle" title={!filtered ? 'Nothing waits for review' : 'No submissions match these filters'}>
              {status === 'open' ? 'New submissions appear here, oldest first.' : 'Try another search, or clear the filters.'}
            </EmptyState>
          ) : (
            <>
              <div className="table-responsive">
                <table className="table table-sm table-hover align-middle small mb-0">
                  <thead>
                    <tr>
                      <th scope="col" className="d-none d-sm-table-cell">
                        Submitted
                      </th>
                      <th scope="col">Member</th>
                      <th scope="col">Level asked</th>
                      <th scope="col" className="d-none d-md-table-cell">
                        Details
                      </th>
                      <th scope="col" className="d-none d-lg-table-cell">
                        Reviewer
                      </th>
                      <th scope="col">Status</th>
                      <th scope="col" className="text-end">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.data.map((item) => (
                      <tr key={item.id} data-testid={`queue-row-${item.id}`}>
                        <td className="text-nowrap d-none d-sm-table-cell">{formatDateTime(item.submitted_at)}</td>
                        <td>
                          <div className="fw-semibold">{item.user?.name}</div>
                          <div className="text-body-secondary font-monospace">{item.user?.unique_id}</div>
                          <VerificationBadge level={item.user?.verification_level} />
                        </td>
                        <td className="text-nowrap">
                          <VerificationBadge level={item.level} />
                        </td>
                        <td className="d-none d-md-table-cell">{submissionSummary(item)}</td>
                        <td className="text-nowrap d-none d-lg-table-cell">
                          {item.reviewer?.name ?? <span className="text-body-secondary">Unassigned</span>}
                        </td>
                        <td>
                          <span className={`badge ${STATUS_TONES[item.status]}`}>{VERIFICATION_STATUS_LABELS[item.status]}</span>
                        </td>
                        <td className="text-end">
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary"
                            onClick={() => setReviewing(item.id)}
                            aria-label={`Review ${item.user?.name}'s ${item.level_label} submission`}
                          >
                            Review
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ListPagination meta={query.data.meta} onPage={(next) => change('page', String(next))} noun={['submission', 'submissions']} />
            </>
          )}
        </div>
      </section>
      {reviewing ? <VerificationReviewPanel id={reviewing} onClose={() => setReviewing(null)} /> : null}
    </>
  );
}
