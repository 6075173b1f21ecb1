import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { GRANTABLE_LEVELS, LEVEL_DESCRIPTIONS, type GrantableLevel } from '../../../contracts/verifications/levels';
import { VERIFICATION_MESSAGES } from '../../../contracts/verifications/verifications';
import { RequiredReasonField } from '../../components/ReasonDialog';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { grantVerificationLevel, removeVerificationLevel } from './verificationsApi';

type Action = 'grant' | 'remove';

/**
 * Staff grant or remove a level for a user directly (POST /verifications/assign, /verifications/remove), with the
 * reason the user reads in the notice; the verification trail keeps who did it.
 */
export function StaffLevelForm({ userId, userName, onChanged }: { userId: number; userName: string; onChanged: () => void }) {
  const id = useId();
  const [action, setAction] = useState<Action>('grant');
  const [level, setLevel] = useState<GrantableLevel>('VI');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: () => (action === 'grant' ? grantVerificationLevel : removeVerificationLevel)(userId, level, reason.trim()),
    onSuccess: ({ message }) => {
      notify(message, 'success');
      setReason('');
      setErrors({});
      onChanged();
    },
    onError: (error) => {
      if (!isApiError(error) || error.status === null || error.status >= 500) return;
      const fields = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? error.message]));
      setErrors(Object.keys(fields).length > 0 ? fields : { form: error.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setErrors({ reason: VERIFICATION_MESSAGES.reasonRequired });
    change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="border rounded p-2 mb-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        Set a verification level
      </h3>
      <p className="small text-body-secondary mb-2">
        Only when you checked the proof yourself outside a submission. {userName} is notified with your reason.
      </p>
      {errors.form || errors.user_id ? (
        <div className="alert alert-danger small py-1" role="alert">
          {errors.form ?? errors.user_id}
        </div>
      ) : null}
      <div className="row g-2 mb-2">
        <div className="col-12">
          <label htmlFor={`${id}-action`} className="form-label small mb-1">
            Action
          </label>
          <select
            id={`${id}-action`}
            className="form-select form-select-sm"
            value={action}
            onChange={(event) => setAction(event.target.value as Action)}
          >
            <option value="grant">Grant a level</option>
            <option value="remove">Remove a level</option>
          </select>
        </div>
        <div className="col-12">
          <label htmlFor={`${id}-level`} className="form-label small mb-1">
            Level
          </label>
          <select
            id={`${id}-level`}
            className={`form-select form-select-sm ${errors.level ? 'is-invalid' : ''}`}
            value={level}
            aria-describedby={errors.level ? `${id}-level-error` : undefined}
            onChange={(event) => setLevel(event.target.value as GrantableLevel)}
          >
            {GRANTABLE_LEVELS.map((key) => (
              <option key={key} value={key}>
                {LEVEL_DESCRIPTIONS[key].label} ({key})
              </option>
            ))}
          </select>
          {errors.level ? (
            <div id={`${id}-level-error`} className="invalid-feedback d-block" role="alert">
              {errors.level}
            </div>
          ) : null}
        </div>
      </div>
      <div className="mb-2 small">
        <RequiredReasonField
          id={`${id}-reason`}
          label={`Reason ${userName} reads`}
          rows={2}
          maxLength={1000}
          value={reason}
          onChange={setReason}
          error={errors.reason ?? null}
        />
      </div>
      <button
        type="submit"
        className={`btn btn-sm ${action === 'grant' ? 'btn-primary' : 'btn-outline-danger'}`}
        disabled={change.isPending}
      >
        {action === 'grant' ? `Grant ${LEVEL_DESCRIPTIONS[level].label}` : `Remove ${LEVEL_DESCRIPTIONS[level].label}`}
      </button>
    </form>
  );
}
