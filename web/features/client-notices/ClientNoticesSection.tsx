/**
 * The deal page's client notices (ABA Model Rule 1.17): the seller's sealed client list, how the letters name the
 * buyer, the letters to print, the e-mails to send and each client's answer; the buyer sees counts until the deal
 * closes as won, then the clients who did not object.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import {
  BUYER_IDENTITY_MAX,
  NOTICE_STATUSES,
  type BuyerClientList,
  type ByStatus,
  type SellerClientList,
} from '../../../contracts/client-notices/client-notices';
import type { DealDetail } from '../../../contracts/deals/deals';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { clientListKey, fetchClientList, noticeLettersUrl, saveBuyerIdentity, sendNotices } from './clientNoticesApi';
import { ClientListUpload } from './ClientListUpload';
import { ClientTable } from './ClientTable';
import { NOTICE_STATUS_LABELS, STATUS_BADGES } from './noticeLabels';

function Counts({ byStatus, unreachable }: { byStatus: ByStatus; unreachable: number }) {
  return (
    <ul className="list-inline mb-3" aria-label="Clients by notice status">
      {NOTICE_STATUSES.filter((status) => byStatus[status] > 0).map((status) => (
        <li key={status} className="list-inline-item mb-1">
          <span className={`badge ${STATUS_BADGES[status]}`}>
            {NOTICE_STATUS_LABELS[status]}: {byStatus[status]}
          </span>
        </li>
      ))}
      {unreachable ? (
        <li className="list-inline-item mb-1">
          <span className="badge text-bg-dark">Could not be reached: {unreachable}</span>
        </li>
      ) : null}
    </ul>
  );
}

function BuyerView({ list }: { list: BuyerClientList }) {
  if (list.count === 0) return <p className="text-body-secondary mb-0">The seller has not uploaded the client list yet.</p>;
  return (
    <>
      <p className="mb-2">
        <strong>{list.count}</strong> client{list.count === 1 ? '' : 's'} on the seller’s list.{' '}
        {list.clients
          ? 'The deal closed as won: these clients did not object.'
          : 'Names stay with the seller until the deal closes as won.'}
      </p>
      <Counts byStatus={list.by_status} unreachable={list.unreachable} />
      {list.clients ? (
        <ul className="list-unstyled small mb-0">
          {list.clients.map((client) => (
            <li key={client.name}>
              {client.name}
              {client.excluded_from_transfer ? <span className="badge text-bg-secondary ms-2">Excluded until a court order</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function BuyerIdentity({ dealId, saved, disabled }: { dealId: number; saved: string | null; disabled: boolean }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveBuyerIdentity(dealId, value),
    onSuccess: () => {
      setError(null);
      void queryClient.invalidateQueries({ queryKey: clientListKey(dealId) });
      notify('The letters will name the buyer so.', 'success');
    },
    onError: (failure) => setError(isApiError(failure) ? (failure.fieldError('buyer_identity') ?? failure.message) : null),
  });
  return (
    <form
      className="mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <label htmlFor="buyer-identity" className="form-label small fw-semibold">
        The buyer, as the letters name them (as the two of you agreed)
      </label>
      <div className="input-group input-group-sm">
        <input
          id="buyer-identity"
          className={`form-control ${error ? 'is-invalid' : ''}`}
          maxLength={BUYER_IDENTITY_MAX}
          placeholder="Jane Roe of Roe Law PLLC, Springfield"
          value={value}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={disabled || save.isPending || value.trim() === (saved ?? '')}>
          Save
        </button>
      </div>
      {error ? <div className="invalid-feedback d-block">{error}</div> : null}
    </form>
  );
}

function SendDialog({ dealId, list, onClose }: { dealId: number; list: SellerClientList; onClose: () => void }) {
  const queryClient = useQueryClient();
  const pending = list.data.filter((client) => client.sent_on === null && !client.unreachable);
  const emails = pending.filter((client) => client.email).length;
  const send = useMutation({
    mutationFn: () => sendNotices(dealId),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: clientListKey(dealId) });
      void queryClient.invalidateQueries({ queryKey: ['deals'] });
      notify(`${result.sent} notices dated ${result.sent_on}; ${result.emailed} e-mails on their way.`, 'success');
      onClose();
    },
    onError: (failure) => notify(isApiError(failure) ? failure.message : 'The notices could not be sent.', 'error'),
  });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="send-notices-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="send-notices-title" as="h2" className="h5">
          Send the notices?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          <strong>{pending.length}</strong> notices are dated today. <strong>{emails}</strong> clients with an e-mail address get theirs by
          e-mail, with their own link to object, consent or ask for their file.
        </p>
        <p className="mb-0">
          Mail the printed letters to the {pending.length - emails} others today: their 90 days count from receipt of the notice (
          {list.settings.window_from === 'sending'
            ? 'from sending, in this state'
            : `taken as ${list.settings.mailing_days} days after mailing`}
          ). This cannot be undone.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => send.mutate()} disabled={send.isPending}>
          Send {pending.length} notices
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

function SellerView({ deal, list }: { deal: DealDetail; list: SellerClientList }) {
  const [sending, setSending] = useState(false);
  const open = !deal.is_closed;
  const unsent = list.data.filter((client) => client.sent_on === null && !client.unreachable).length;
  const ready = list.count > 0 && Boolean(list.settings.buyer_identity);
  return (
    <>
      {open && unsent === list.count ? <ClientListUpload dealId={deal.id} count={list.count} /> : null}
      {list.count > 0 ? (
        <>
          <BuyerIdentity key={list.settings.buyer_identity} dealId={deal.id} saved={list.settings.buyer_identity} disabled={!open} />
          <div className="d-flex flex-wrap gap-2 mb-3">
            {ready ? (
              <a className="btn btn-outline-primary btn-sm" href={noticeLettersUrl(deal.id)} download>
                <i className="bi bi-printer me-2" aria-hidden="true" />
                Print the letters (PDF)
              </a>
            ) : (
              <span className="small text-body-secondary align-self-center">Name the buyer to print the letters.</span>
            )}
            {open && ready && unsent > 0 ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setSending(true)}>
                <i className="bi bi-send me-2" aria-hidden="true" />
                Send the notices ({unsent})
              </button>
            ) : null}
          </div>
          <Counts byStatus={list.by_status} unreachable={list.unreachable} />
          <ClientTable dealId={deal.id} clients={list.data} canChange={open} />
        </>
      ) : null}
      {sending ? <SendDialog dealId={deal.id} list={list} onClose={() => setSending(false)} /> : null}
    </>
  );
}

export function ClientNoticesSection({ deal }: { deal: DealDetail }) {
  const query = useQuery({ queryKey: clientListKey(deal.id), queryFn: ({ signal }) => fetchClientList(deal.id, signal) });
  return (
    <section className="card mb-3" aria-labelledby="client-list-title">
      <div className="card-body">
        <h2 id="client-list-title" className="h5">
          Client list and notices <i className="bi bi-lock text-body-secondary fs-6" aria-hidden="true" />
          <span className="visually-hidden"> (sealed)</span>
        </h2>
        <p className="text-body-secondary small">
          One letter per client: the proposed sale, their right to retain other counsel or take their file, and that consent is presumed
          without objection within 90 days. The letters are a template to review with counsel. Only the seller and staff read names.
        </p>
        {query.isPending ? (
          <p className="placeholder-glow mb-0">
            <span className="placeholder col-6" />
          </p>
        ) : query.isError ? (
          <p className="text-danger mb-0">The client list could not be loaded.</p>
        ) : query.data.view === 'buyer' ? (
          <BuyerView list={query.data} />
        ) : (
          <SellerView deal={deal} list={query.data} />
        )}
      </div>
    </section>
  );
}
