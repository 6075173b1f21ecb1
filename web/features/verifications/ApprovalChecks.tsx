import { useId, useState } from 'react';
import type { VerificationDetail } from '../../../contracts/verifications/verifications';
import { ReasonDialog } from '../../components/ReasonDialog';
import { approvalBlockers, barCheckUrl } from './approvalRule';

interface ApprovalChecksProps {
  item: VerificationDetail;
  busy: boolean;
  onApprove: (barChecked: boolean) => void;
  onReject: () => void;
}

/**
 * Staff vouch for what they checked: Approve opens only once every document was opened here and, for Owner Verified,
 * the bar admission was checked on the state bar's lookup; then a dialog names the level and the person.
 */
export function ApprovalChecks({ item, busy, onApprove, onReject }: ApprovalChecksProps) {
  const id = useId();
  const [barChecked, setBarChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const blockers = approvalBlockers(item, barChecked);
  const name = item.user?.name ?? 'this member';
  return (
    <section className="border rounded p-2 mb-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        Before approving
      </h3>
      {item.bar ? (
        <div className="form-check small mb-2">
          <input
            id={`${id}-bar`}
            type="checkbox"
            className="form-check-input"
            checked={barChecked}
            onChange={(event) => setBarChecked(event.target.checked)}
          />
          <label htmlFor={`${id}-bar`} className="form-check-label">
            I found {item.bar.name}, {item.bar.state_name} bar no. <span className="font-monospace">{item.bar.number}</span>, admitted{' '}
            {item.bar.year_admitted}, in good standing on the state bar’s lookup.
          </label>
          <div>
            <a href={barCheckUrl(item.bar)} target="_blank" rel="noreferrer noopener">
              {item.bar.lookup_url
                ? `Check on the ${item.bar.state_name} attorney lookup`
                : `Search for the ${item.bar.state_name} bar’s attorney search`}{' '}
              <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
            </a>
          </div>
        </div>
      ) : null}
      {blockers.length > 0 ? (
        <ul className="small text-body-secondary mb-2 ps-3" aria-label="Still to do before approving">
          {blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      ) : (
        <p className="small text-success mb-2">
          <i className="bi bi-check2-circle me-1" aria-hidden="true" />
          You opened every document{item.bar ? ' and checked the bar admission' : ''}.
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-success" disabled={busy || blockers.length > 0} onClick={() => setConfirming(true)}>
          Approve…
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={onReject}>
          Reject…
        </button>
      </div>
      {confirming ? (
        <ReasonDialog
          titleId={`${id}-confirm`}
          title={`Approve ${item.level_label} for ${name}?`}
          pending={busy}
          onCancel={() => setConfirming(false)}
          onSubmit={() => {
            setConfirming(false);
            onApprove(barChecked);
          }}
          submitLabel={`Approve ${item.level_label}`}
          submitVariant="primary"
        >
          <p className="small mb-2">
            {name} will show {item.level_label} ({item.level}) beside their name to every counterpart, on Lexchange’s word.
          </p>
          <p className="small mb-0">
            You confirm that you opened {item.documents.length === 1 ? 'the document' : `all ${item.documents.length} documents`}
            {item.bar ? ' and found the bar admission on the state bar’s lookup' : ''}, and that they show what the level needs.
          </p>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
