/** A month's history: each report, correction, answer and payment, by which side, with its figure and note. */
import { useQuery } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import type { EarnoutPeriodHistory } from '../../../contracts/earnout/earnout';
import { formatMoney } from '../../../contracts/format/currency';
import { formatDateTime } from '../../lib/dates';
import { earnoutHistory, shortMonth } from './earnoutApi';

type HistoryEvent = EarnoutPeriodHistory['events'][number];

const VERBS: Record<HistoryEvent['action'], string> = {
  reported: 'reported',
  corrected: 'corrected the report to',
  confirmed: 'confirmed',
  disputed: 'disputed',
  paid: 'marked it paid on',
};

function line(event: HistoryEvent): string {
  const who = event.by === 'buyer' ? 'The buyer' : event.by === 'seller' ? 'The seller' : 'A former member';
  if (event.action === 'paid') return `${who} ${VERBS.paid} ${event.paid_on}`;
  const figures =
    event.action === 'reported' || event.action === 'corrected'
      ? ` ${formatMoney(event.collected ?? 0)} collected (${formatMoney(event.due ?? 0)} due)`
      : ` ${formatMoney(event.collected ?? 0)} collected`;
  return `${who} ${VERBS[event.action]}${figures}`;
}

export function EarnoutHistoryDialog({ dealId, month, onClose }: { dealId: number; month: string; onClose: () => void }) {
  const query = useQuery({ queryKey: ['deals', 'earnout', dealId, 'history', month], queryFn: () => earnoutHistory(dealId, month) });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="earnout-history-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="earnout-history-title" as="h2" className="h5">
          History — {shortMonth(month)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {query.isPending ? (
          <p className="text-body-secondary mb-0">Loading…</p>
        ) : query.isError ? (
          <p className="text-danger mb-0">The history could not be loaded.</p>
        ) : query.data.events.length === 0 ? (
          <p className="text-body-secondary mb-0">Nothing recorded for this month yet.</p>
        ) : (
          <ol className="list-unstyled mb-0">
            {query.data.events.map((event, index) => (
              <li key={index} className="mb-2">
                <div className="small text-body-secondary">{formatDateTime(event.at)}</div>
                <div>{line(event)}</div>
                {event.note ? <div className="small fst-italic">“{event.note}”</div> : null}
              </li>
            ))}
          </ol>
        )}
      </Modal.Body>
    </Modal>
  );
}
