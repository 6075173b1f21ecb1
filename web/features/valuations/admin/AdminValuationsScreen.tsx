import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../../contracts/format/currency';
import { VALUATION_STATUSES } from '../../../../contracts/valuations/valuations';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { PageHeader } from '../../../components/PageHeader';
import { ListPagination } from '../../../components/ListPagination';
import { ValuationStatusBadge } from '../ValuationCard';
import { fetchValuations, valuationKeys, type ValuationParams } from '../valuationsApi';
import { ValuationReviewPanel } from './ValuationReviewPanel';
import { formatDate } from '../../../lib/dates';

const PER_PAGE = 25;

/** Admin → Valuations: the queue of expert valuation requests, oldest first, to assign, review and complete. */
export default function AdminValuationsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const status = searchParams.get('status') ?? '';
  const assigned = searchParams.get('assigned') ?? '';
  const page = Number(searchParams.get('page')) || 1;
  const openId = Number(searchParams.get('valuation')) || null;
  const [text, setText] = useState(search);

  const set = (patch: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });

  // The latest search params when the pause ends, not those of the render that started it (a row opened meanwhile stays open).
  const commitSearch = useEffectEvent((value: string) => set({ search: value || null }));
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => commitSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, search]);

  const params: ValuationParams = { scope: 'expert', page, per_page: PER_PAGE };
  if (search) params.search = search;
  if (status) params['filter[status]'] = status;
  if (assigned) params['filter[assigned]'] = assigned;
  const list = useQuery({
    queryKey: valuationKeys.list(params),
    queryFn: ({ signal }) => fetchValuations(params, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader
        eyebrow="Staff"
        title="Valuations"
        lead="Expert valuation requests, oldest first: assign them, review the figures and complete them with a report."
      />
      <Form className="row g-2 align-items-end mb-3" role="search" onSubmit={(event) => event.preventDefault()}>
        <Form.Group className="col-12 col-lg-5" controlId="valuations-search">
          <Form.Label className="small mb-1">Search</Form.Label>
          <Form.Control
            type="search"
            size="sm"
            placeholder="Practice, listing, member name, e-mail or unique ID"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-6 col-lg-3" controlId="valuations-status">
          <Form.Label className="small mb-1">Status</Form.Label>
          <Form.Select size="sm" value={status} onChange={(event) => set({ status: event.target.value || null })}>
            <option value="">All statuses</option>
            {VALUATION_STATUSES.filter((item) => item.key !== 'estimate').map((item) => (
              <option key={item.key} value={item.key}>
                {item.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-lg-3" controlId="valuations-assigned">
          <Form.Label className="small mb-1">Assigned</Form.Label>
          <Form.Select size="sm" value={assigned} onChange={(event) => set({ assigned: event.target.value || null })}>
            <option value="">Anyone</option>
            <option value="me">To me</option>
            <option value="none">Not assigned</option>
          </Form.Select>
        </Form.Group>
      </Form>
      <section className="card" aria-label="Valuation requests" aria-busy={list.isFetching}>
        <div className="card-body p-2 p-md-3">
          {list.isPending ? <LoadingSkeleton variant="rows" count={8} label="Loading valuation requests…" /> : null}
          {list.isError && !list.data ? <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
          {list.data && list.data.data.length === 0 ? (
            <EmptyState
              icon="calculator"
              title={search || status || assigned ? 'No valuation requests match these filters' : 'No expert valuation requests yet'}
            >
              {search || status || assigned
                ? 'Try another search, or clear the filters.'
                : 'Requests appear here when members ask for an expert valuation.'}
            </EmptyState>
          ) : null}
          {list.data && list.data.data.length > 0 ? (
            <Table responsive hover size="sm" className="align-middle small mb-0">
              <thead>
                <tr>
                  <th scope="col">Ref.</th>
                  <th scope="col" style={{ minWidth: 220 }}>
                    Practice
                  </th>
                  <th scope="col" style={{ minWidth: 200 }}>
                    Member
                  </th>
                  <th scope="col">Side</th>
                  <th scope="col">Requested</th>
                  <th scope="col">Status</th>
                  <th scope="col">Assigned to</th>
                  <th scope="col" className="text-end">
                    Estimate
                  </th>
                  <th scope="col" className="text-end">
                    Final value
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((valuation) => (
                  <tr key={valuation.id}>
                    <td className="font-monospace">V-{valuation.id}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0 text-start"
                        onClick={() => set({ valuation: String(valuation.id), page: String(page) })}
                      >
                        {valuation.title}
                      </button>
                      {valuation.listing ? <div className="text-body-secondary">Listing #{valuation.listing.id}</div> : null}
                    </td>
                    <td>
                      {valuation.owner?.name}
                      <div className="text-body-secondary">{valuation.owner?.email}</div>
                    </td>
                    <td>{valuation.side === 'buyer' ? 'Buyer' : 'Seller'}</td>
                    <td className="text-nowrap">{formatDate(valuation.requested_at)}</td>
                    <td>
                      <ValuationStatusBadge status={valuation.status} />
                      {valuation.report_pending ? <div className="text-body-secondary">Report being prepared</div> : null}
                    </td>
                    <td>{valuation.assigned_to?.name ?? <span className="text-body-secondary">Not assigned</span>}</td>
                    <td className="text-end text-nowrap">{formatMoney(valuation.estimate.mid)}</td>
                    <td className="text-end text-nowrap">{valuation.final ? formatMoney(valuation.final.mid) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : null}
          {list.data ? (
            <ListPagination
              meta={list.data.meta}
              noun={['valuation request', 'valuation requests']}
              onPage={(next) => set({ page: String(next) })}
            />
          ) : null}
        </div>
      </section>
      {openId ? (
        <ValuationReviewPanel key={openId} valuationId={openId} onClose={() => set({ valuation: null, page: String(page) })} />
      ) : null}
    </>
  );
}
