import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { OPEN_VERIFICATION_STATUSES, VERIFICATION_STATUS_LABELS } from '../../../contracts/verifications/levels';
import type { Verification } from '../../../contracts/verifications/verifications';
import { EmptyState } from '../../components/EmptyState';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatDate } from '../../lib/dates';
import { formatDollars } from './submissionSummary';
import { decideVerification, documentUrl, verificationKeys } from './verificationsApi';

export const STATUS_TONES: Record<string, string> = {
  submitted: 'text-bg-info',
  in_review: 'text-bg-primary',
  approved: 'text-bg-success',
  rejected: 'text-bg-danger',
  withdrawn: 'text-bg-secondary',
  expired: 'text-bg-warning',
  removed: 'text-bg-dark',
};

const isOpen = (item: Verification) => (OPEN_VERIFICATION_STATUSES as readonly string[]).includes(item.status);

/** The user's submissions, newest first: status, the reviewer's reason, documents, withdraw and submit again (from this one). */
export function MySubmissions({ submissions, onResubmit }: { submissions: Verification[]; onResubmit: (previous: Verification) => void }) {
  const queryClient = useQueryClient();
  const [withdrawing, setWithdrawing] = useState<Verification | null>(null);
  const withdraw = useMutation({
    mutationFn: (item: Verification) => decideVerification(item.id, 'withdrawn'),
    onSuccess: ({ message }) => {
      notify(message, 'success');
      setWithdrawing(null);
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
    },
  });
  const openLevels = new Set(submissions.filter(isOpen).map((item) => item.level));

  return (
    <section aria-labelledby="submissions-title">
      <h2 id="submissions-title" className="h5 mb-3">
        Your submissions
      </h2>
      {submissions.length === 0 ? (
        <EmptyState title="You have not sent anything yet" icon="file-earmark-lock">
          Choose a level above to send your documents. Only you and Lexchange staff see them.
        </EmptyState>
      ) : (
        <ul className="list-group">
          {submissions.map((item) => (
            <li key={item.id} className="list-group-item py-3" data-testid={`submission-${item.id}`}>
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <strong>{item.level_label}</strong>
                <span className={`badge ${STATUS_TONES[item.status]}`}>{VERIFICATION_STATUS_LABELS[item.status]}</span>
                <span className="small text-body-secondary ms-auto">
                  {item.source === 'valuation' ? 'Earned' : 'Sent'} {formatDate(item.submitted_at)}
                  {item.decided_at && !isOpen(item) ? ` · decided ${formatDate(item.decided_at)}` : ''}
                  {item.status === 'approved' && item.expires_at ? ` · valid until ${formatDate(item.expires_at)}` : ''}
                </span>
              </div>
              {item.funds_amount !== null ? <div className="small">Amount: {formatDollars(item.funds_amount)}</div> : null}
              {item.bar ? (
                <div className="small">
                  Bar admission: {item.bar.state_name} no. {item.bar.number}, admitted {item.bar.year_admitted} as {item.bar.name}
                </div>
              ) : null}
              {item.reason && (item.status === 'rejected' || item.status === 'removed') ? (
                <div className="alert alert-warning small py-2 px-3 mt-2 mb-2" role="note">
                  <strong>{item.status === 'rejected' ? 'Reason from the reviewer:' : 'Reason for the removal:'}</strong> {item.reason}
                </div>
              ) : null}
              <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
                {item.documents.map((document) => (
                  <a key={document.id} href={documentUrl(item.id, document.id)} target="_blank" rel="noreferrer" className="small">
                    <i className="bi bi-file-earmark-lock me-1" aria-hidden="true" />
                    {document.filename}
                  </a>
                ))}
                {item.documents_deleted ? <span className="small text-body-secondary">Documents deleted after 30 days</span> : null}
                <span className="ms-auto d-flex gap-2">
                  {item.can_withdraw ? (
                    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setWithdrawing(item)}>
                      Withdraw
                    </button>
                  ) : null}
                  {['rejected', 'withdrawn', 'expired', 'removed'].includes(item.status) &&
                  item.level !== 'VFL' &&
                  !openLevels.has(item.level) ? (
                    <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onResubmit(item)}>
                      Submit again
                    </button>
                  ) : null}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {withdrawing ? (
        <Modal show onHide={() => setWithdrawing(null)} centered aria-labelledby="withdraw-title">
          <Modal.Header closeButton closeLabel="Close">
            <Modal.Title id="withdraw-title" as="h2" className="h5">
              Withdraw your {withdrawing.level_label} submission?
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="small">
            Staff will no longer review it. Its{' '}
            {withdrawing.documents.length === 1 ? 'document is' : `${withdrawing.documents.length} documents are`} deleted after 30 days.
            You can submit again at any time.
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setWithdrawing(null)} disabled={withdraw.isPending}>
              Keep it
            </Button>
            <Button variant="danger" onClick={() => withdraw.mutate(withdrawing)} disabled={withdraw.isPending}>
              Withdraw
            </Button>
          </Modal.Footer>
        </Modal>
      ) : null}
    </section>
  );
}
