/** Each client's notice: status, sent on, window end, and whether the file transfers (court order for the unreachable). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientRow } from '../../../contracts/client-notices/client-notices';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { clientListKey, courtOrderUrl, markUnreachable } from './clientNoticesApi';
import { CourtOrderDialog } from './CourtOrderDialog';
import { NOTICE_STATUS_LABELS, shortDate, STATUS_BADGES } from './noticeLabels';

const SHOWN_AT_FIRST = 100;

function Transfer({ dealId, client, canChange, onOrder }: { dealId: number; client: ClientRow; canChange: boolean; onOrder: () => void }) {
  if (client.court_order)
    return (
      <a className="small" href={courtOrderUrl(dealId, client.id)} download>
        <i className="bi bi-bank me-1" aria-hidden="true" />
        Court order, {shortDate(client.court_order.ordered_on)}
      </a>
    );
  if (client.excluded_from_transfer)
    return (
      <span className="d-inline-flex flex-wrap gap-1 align-items-center">
        <span className="badge text-bg-secondary">Excluded until a court order</span>
        {canChange ? (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={onOrder}>
            Record order
          </button>
        ) : null}
      </span>
    );
  return <span className="small text-body-secondary">{client.notice_status === 'objected' ? 'Objected' : 'Transfers'}</span>;
}

export function ClientTable({ dealId, clients, canChange }: { dealId: number; clients: ClientRow[]; canChange: boolean }) {
  const queryClient = useQueryClient();
  const [all, setAll] = useState(false);
  const [ordering, setOrdering] = useState<ClientRow | null>(null);
  const reach = useMutation({
    mutationFn: ({ client, unreachable }: { client: ClientRow; unreachable: boolean }) => markUnreachable(dealId, client.id, unreachable),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientListKey(dealId) }),
    onError: (failure) => notify(isApiError(failure) ? failure.message : 'The change could not be saved.', 'error'),
  });
  const shown = all ? clients : clients.slice(0, SHOWN_AT_FIRST);
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle small mb-2">
          <thead>
            <tr>
              <th scope="col">Client</th>
              <th scope="col">Notice</th>
              <th scope="col">File</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((client) => (
              <tr key={client.id}>
                <th scope="row" className="fw-semibold">
                  {client.name}
                  <div className="fw-normal text-body-secondary">
                    {client.email ? <i className="bi bi-envelope me-1" role="img" aria-label="has an e-mail address" /> : null}
                    {client.address ? <i className="bi bi-mailbox me-1" role="img" aria-label="has a postal address" /> : null}
                    {client.matter}
                  </div>
                </th>
                <td>
                  <span className={`badge ${STATUS_BADGES[client.notice_status]}`}>{NOTICE_STATUS_LABELS[client.notice_status]}</span>
                  {client.unreachable ? <div className="text-danger">Could not be reached</div> : null}
                  {client.sent_on ? (
                    <div className="text-body-secondary">
                      Sent {shortDate(client.sent_on)}
                      <br />
                      Window ends {shortDate(client.window_ends_on)}
                    </div>
                  ) : null}
                </td>
                <td>
                  <Transfer dealId={dealId} client={client} canChange={canChange} onOrder={() => setOrdering(client)} />
                  {canChange ? (
                    <div>
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0 text-nowrap"
                        disabled={reach.isPending}
                        onClick={() => reach.mutate({ client, unreachable: !client.unreachable })}
                      >
                        {client.unreachable ? 'Reached after all' : 'Could not reach'}
                      </button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {clients.length > shown.length ? (
        <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setAll(true)}>
          Show all {clients.length.toLocaleString()} clients
        </button>
      ) : null}
      {ordering ? <CourtOrderDialog dealId={dealId} client={ordering} onClose={() => setOrdering(null)} /> : null}
    </>
  );
}
