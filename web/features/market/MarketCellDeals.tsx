/** Staff: the closed sales behind a cell, and excluding one from the statistics (or including it again) with a reason. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatMoney } from '../../../contracts/format/currency';
import type { MarketCell, MarketCellDeal, MarketQuery } from '../../../contracts/market/market';
import { MARKET_MESSAGES } from '../../../contracts/market/market';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { ReasonDialog, ReasonError } from '../../components/ReasonDialog';
import { notify } from '../../lib/toast';
import { fetchCellDeals, marketKeys, setMarketExclusion } from './marketApi';
import { areaName, bandName, multiple, placeName } from './marketText';

export const queryOfCell = (cell: MarketCell): MarketQuery => ({
  practice_area: (cell.practice_area ?? undefined) as MarketQuery['practice_area'],
  region: (cell.region ?? undefined) as MarketQuery['region'],
  state: (cell.state ?? undefined) as MarketQuery['state'],
  revenue_band: (cell.revenue_band ?? undefined) as MarketQuery['revenue_band'],
});

export function MarketCellDeals({ cell, onClose }: { cell: MarketCell; onClose: () => void }) {
  const titleId = useId();
  const query = queryOfCell(cell);
  const deals = useQuery({ queryKey: marketKeys.cellDeals(query), queryFn: ({ signal }) => fetchCellDeals(query, signal) });
  const [changing, setChanging] = useState<MarketCellDeal | null>(null);
  return (
    <Modal show onHide={onClose} size="xl" fullscreen="md-down" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Sales behind {areaName(cell)} · {placeName(cell)} · {bandName(cell)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">
          Staff only. An excluded sale leaves the figures at the next recount; the reason is kept in the log.
        </p>
        {deals.isPending ? (
          <LoadingSkeleton variant="rows" count={4} />
        ) : deals.isError ? (
          <ErrorState onRetry={() => void deals.refetch()} retrying={deals.isFetching} />
        ) : deals.data.deals.length === 0 ? (
          <p className="mb-0">No closed sale in this cell.</p>
        ) : (
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Closed sales in this cell">
            <table className="table table-sm align-middle">
              <thead>
                <tr>
                  <th scope="col">Listing</th>
                  <th scope="col">Closed</th>
                  <th scope="col" className="text-end">
                    Price
                  </th>
                  <th scope="col" className="text-end">
                    At closing
                  </th>
                  <th scope="col" className="text-end">
                    Revenue
                  </th>
                  <th scope="col" className="text-end">
                    Price ÷ revenue
                  </th>
                  <th scope="col">In the figures</th>
                </tr>
              </thead>
              <tbody>
                {deals.data.deals.map((deal) => (
                  <tr key={deal.deal_id} className={deal.excluded ? 'text-body-secondary' : undefined}>
                    <td>
                      {deal.headline || 'Untitled listing'}
                      <span className="d-block small text-body-secondary">
                        {deal.listing_reference} · deal {deal.deal_id} · seller {deal.seller_id}
                      </span>
                    </td>
                    <td className="text-nowrap">{deal.closed_on}</td>
                    <td className="text-end">{formatMoney(deal.price)}</td>
                    <td className="text-end">{formatMoney(deal.cash_at_closing)}</td>
                    <td className="text-end">{deal.revenue === null ? '—' : formatMoney(deal.revenue)}</td>
                    <td className="text-end">{deal.price_to_revenue === null ? '—' : multiple(deal.price_to_revenue)}</td>
                    <td>
                      {deal.excluded ? <span className="d-block small">Excluded: {deal.exclusion_reason}</span> : null}
                      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setChanging(deal)}>
                        {deal.excluded ? 'Include again' : 'Exclude'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Modal.Body>
      {changing ? <ExclusionDialog deal={changing} onDone={() => setChanging(null)} /> : null}
    </Modal>
  );
}

function ExclusionDialog({ deal, onDone }: { deal: MarketCellDeal; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const excluded = !deal.excluded;
  const change = useMutation({
    mutationFn: () => setMarketExclusion(deal.deal_id, { excluded, reason: reason.trim() }),
    onSuccess: async () => {
      notify(excluded ? 'The sale is excluded; the figures are being recounted.' : 'The sale is back in the figures.', 'success');
      await queryClient.invalidateQueries({ queryKey: marketKeys.all });
      onDone();
    },
  });
  return (
    <ReasonDialog
      titleId={`${id}-title`}
      title={excluded ? 'Exclude this sale from the market data' : 'Include this sale again'}
      pending={change.isPending}
      onCancel={onDone}
      onSubmit={() => {
        if (reason.trim().length < 3) return setError(MARKET_MESSAGES.reasonRequired);
        setError(null);
        change.mutate();
      }}
      submitLabel={excluded ? 'Exclude' : 'Include'}
      submitVariant={excluded ? 'danger' : 'primary'}
    >
      <label className="form-label" htmlFor={`${id}-reason`}>
        Reason
      </label>
      <textarea
        id={`${id}-reason`}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={3}
        value={reason}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <ReasonError id={`${id}-error`} error={error} />
    </ReasonDialog>
  );
}
