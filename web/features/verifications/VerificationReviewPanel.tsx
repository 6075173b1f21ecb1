import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { OPEN_VERIFICATION_STATUSES, VERIFICATION_STATUS_LABELS, type GrantableLevel } from '../../../contracts/verifications/levels';
import type { VerificationDetail } from '../../../contracts/verifications/verifications';
import { useSession } from '../../app/session/useSession';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { ReasonDialog, RequiredReasonField, useRequiredReason } from '../../components/ReasonDialog';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatDateTime } from '../../lib/dates';
import { STATUS_TONES } from './MySubmissions';
import { formatDollars } from './submissionSummary';
import { VerificationBadge } from '../../components/VerificationBadge';
import { ApprovalChecks } from './ApprovalChecks';
import { ReviewDocuments } from './ReviewDocuments';
import { assignReviewer, decideVerification, fetchVerification, removeVerificationLevel, verificationKeys } from './verificationsApi';

const ACTIONS: Record<string, string> = {
  submitted: 'Submitted',
  assigned: 'Assigned',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn by the member',
  removed: 'Level removed',
  expired: 'Expired',
  granted: 'Granted',
  revoked: 'Revoked',
  document_opened: 'Document opened',
};

/** "Approved by Rebecca Lindqvist"; an assignment names who took it and for whom. */
function historyLine(event: VerificationDetail['events'][number]): string {
  const by = event.actor ? ` by ${event.actor.name}` : '';
  if (event.action === 'assigned' && event.reason) {
    return event.actor && event.reason === `Assigned to ${event.actor.name}` ? `Taken for review${by}` : `${event.reason}${by}`;
  }
  return `${ACTIONS[event.action] ?? event.action}${by}`;
}

const refusal = (error: unknown) => {
  if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
};

/** One submission for staff: the claim, the documents (opened inline through the logged route), the bar lookup, the trail, the decision. */
export function VerificationReviewPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { user: staff } = useSession();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: verificationKeys.detail(id), queryFn: ({ signal }) => fetchVerification(id, signal) });
  const [dialog, setDialog] = useState<'reject' | 'remove' | null>(null);
  const done = (message: string) => {
    notify(message, 'success');
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
  };
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: verificationKeys.detail(id) }), [queryClient, id]);
  const assign = useMutation({ mutationFn: () => assignReviewer(id), onSuccess: ({ message }) => done(message), onError: refusal });
  const decide = useMutation({
    mutationFn: ({ status, reason, barChecked }: { status: 'approved' | 'rejected'; reason?: string; barChecked?: boolean }) =>
      decideVerification(id, status, reason, undefined, barChecked),
    onSuccess: ({ message }) => done(message),
    onError: refusal,
  });
  const remove = useMutation({
    mutationFn: ({ item, reason }: { item: VerificationDetail; reason: string }) =>
      removeVerificationLevel(item.user!.id, item.level as GrantableLevel, reason),
    onSuccess: ({ message }) => done(message),
    onError: refusal,
  });
  const item = detail.data;
  const open = item ? (OPEN_VERIFICATION_STATUSES as readonly string[]).includes(item.status) : false;
  const busy = assign.isPending || decide.isPending || remove.isPending;
  const own = item?.user?.id === staff?.id;

  return (
    <Offcanvas
      show
      onHide={onClose}
      placement="end"
      className="verification-review-panel"
      style={{ width: 'min(44rem, 100vw)' }}
      aria-labelledby="verification-review-title"
    >
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="verification-review-title" as="h2" className="h5">
          {item ? `${item.user?.name}: ${item.level_label}` : 'Submission'}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {detail.isPending ? <LoadingSkeleton variant="lines" count={6} label="Loading the submission…" /> : null}
        {detail.isError ? <ErrorState onRetry={() => void detail.refetch()} retrying={detail.isFetching} /> : null}
        {item ? (
          <>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <VerificationBadge level={item.level} size="md" />
              <span className={`badge ${STATUS_TONES[item.status]}`}>{VERIFICATION_STATUS_LABELS[item.status]}</span>
            </div>
            <dl className="row small mb-3">
              <dt className="col-4">Member</dt>
              <dd className="col-8 text-break">
                {item.user?.name} <span className="font-monospace text-body-secondary text-nowrap">{item.user?.unique_id}</span>
                <br />
                {item.user?.email}
              </dd>
              <dt className="col-4">Level now</dt>
              <dd className="col-8">
                <VerificationBadge level={item.user?.verification_level} />
              </dd>
              <dt className="col-4">Submitted</dt>
              <dd className="col-8">{formatDateTime(item.submitted_at)}</dd>
              <dt className="col-4">Reviewer</dt>
              <dd className="col-8">{item.reviewer?.name ?? 'Unassigned'}</dd>
              {item.level === 'VI' ? (
                <>
                  <dt className="col-4">ID valid until</dt>
                  <dd className="col-8">{item.id_expires_on ?? '—'}</dd>
                  <dt className="col-4">Attestation</dt>
                  <dd className="col-8">{item.attested ? 'Confirmed the ID is theirs and current' : 'Not given'}</dd>
                </>
              ) : null}
              {item.funds_amount !== null ? (
                <>
                  <dt className="col-4">Amount</dt>
                  <dd className="col-8">{formatDollars(item.funds_amount)}</dd>
                </>
              ) : null}
              {item.bar ? (
                <>
                  <dt className="col-4">Bar admission</dt>
                  <dd className="col-8">
                    {item.bar.state_name}, no. <span className="font-monospace">{item.bar.number}</span>, admitted {item.bar.year_admitted}
                    <br />
                    Registered as {item.bar.name}
                    {/* While it can be approved, the link stands beside the check below. */}
                    {item.bar.lookup_url && !(open && !own) ? (
                      <div className="mt-1">
                        <a href={item.bar.lookup_url} target="_blank" rel="noreferrer noopener">
                          Check on the {item.bar.state_name} attorney lookup <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
                        </a>
                      </div>
                    ) : null}
                  </dd>
                </>
              ) : null}
              {item.expires_at ? (
                <>
                  <dt className="col-4">{item.status === 'expired' ? 'Expired' : 'Expires'}</dt>
                  <dd className="col-8">{formatDateTime(item.expires_at)}</dd>
                </>
              ) : null}
              {item.reason ? (
                <>
                  <dt className="col-4">Reason given</dt>
                  <dd className="col-8">{item.reason}</dd>
                </>
              ) : null}
            </dl>

            <h3 className="h6">Documents</h3>
            <ReviewDocuments item={item} onOpened={refresh} />

            {open && !own ? (
              <ApprovalChecks
                item={item}
                busy={busy}
                onApprove={(barChecked) => decide.mutate({ status: 'approved', barChecked })}
                onReject={() => setDialog('reject')}
              />
            ) : null}
            {(open && item.reviewer?.id !== staff?.id) || item.status === 'approved' ? (
              <div className="d-flex flex-wrap gap-2 mb-4">
                {open && item.reviewer?.id !== staff?.id ? (
                  <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => assign.mutate()}>
                    Assign to me
                  </button>
                ) : null}
                {item.status === 'approved' ? (
                  <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={() => setDialog('remove')}>
                    Remove {item.level_label}…
                  </button>
                ) : null}
              </div>
            ) : null}

            <h3 className="h6">History</h3>
            <ol className="list-unstyled small verification-history">
              {item.events.map((event) => (
                <li key={event.id} className="mb-2">
                  <span className="text-body-secondary">{formatDateTime(event.created_at)}</span> · {historyLine(event)}
                  {event.action === 'document_opened' && event.document_id
                    ? ` (${item.documents.find((d) => d.id === event.document_id)?.filename ?? 'a deleted document'})`
                    : ''}
                  {event.reason && event.action !== 'assigned' ? <div className="text-body-secondary">“{event.reason}”</div> : null}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </Offcanvas.Body>
      {dialog === 'reject' && item ? (
        <ReasonForm
          kind="reject"
          item={item}
          pending={decide.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => decide.mutate({ status: 'rejected', reason })}
        />
      ) : null}
      {dialog === 'remove' && item ? (
        <ReasonForm
          kind="remove"
          item={item}
          pending={remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => remove.mutate({ item, reason })}
        />
      ) : null}
    </Offcanvas>
  );
}

function ReasonForm({
  kind,
  item,
  pending,
  onCancel,
  onConfirm,
}: {
  kind: 'reject' | 'remove';
  item: VerificationDetail;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const reason = useRequiredReason('Give the reason, which the member will read.', onConfirm);
  const reject = kind === 'reject';
  return (
    <ReasonDialog
      titleId={`${kind}-verification-title`}
      title={reject ? `Reject ${item.user?.name}’s ${item.level_label} submission` : `Remove ${item.level_label} from ${item.user?.name}`}
      pending={pending}
      onCancel={onCancel}
      onSubmit={reason.submit}
      submitLabel={reject ? 'Reject' : 'Remove level'}
      submitVariant="danger"
    >
      <p className="small">
        {reject
          ? 'The member reads your reason and can submit again. Their level does not change.'
          : `${item.user?.name} loses ${item.level_label} at once; their open access requests on listings that ask for more close. They read your reason.`}
      </p>
      <RequiredReasonField
        id={`${kind}-verification-reason`}
        label="Reason for the member"
        rows={4}
        maxLength={1000}
        value={reason.value}
        onChange={reason.onChange}
        error={reason.error}
      />
    </ReasonDialog>
  );
}
