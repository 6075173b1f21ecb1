/**
 * Staff's per-state client-notice settings (issue #32): whether a state's 90 days run from receipt (the ABA Model
 * Rule) or from sending, the mailing allowance that dates receipt, and the state's own letter; "Every other state" is
 * the platform default.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTICE_RULE_STATES } from '../../../contracts/client-notices/client-notices';
import type { WindowStart } from '../../../contracts/client-notices/notice-window';
import { usStateName } from '../../../contracts/common/us-states';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { fetchNoticeRules, noticeRulesKey, saveNoticeRule, type NoticeRuleState } from './clientNoticesApi';

const stateLabel = (state: NoticeRuleState) => (state === 'default' ? 'Every other state (platform default)' : usStateName(state));

interface RuleFormProps {
  state: NoticeRuleState;
  saved: { window_from: WindowStart; mailing_days: number; letter_template: string | null } | undefined;
  defaultTemplate: string;
  placeholders: string[];
}

function RuleForm({ state, saved, defaultTemplate, placeholders }: RuleFormProps) {
  const queryClient = useQueryClient();
  const [windowFrom, setWindowFrom] = useState<WindowStart>(saved?.window_from ?? 'receipt');
  const [days, setDays] = useState(String(saved?.mailing_days ?? 3));
  const [template, setTemplate] = useState(saved?.letter_template ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: () =>
      saveNoticeRule(state, { window_from: windowFrom, mailing_days: Number(days), letter_template: template.trim() || null }),
    onSuccess: () => {
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: noticeRulesKey });
      notify(`${stateLabel(state)}: saved.`, 'success');
    },
    onError: (failure) => setErrors(isApiError(failure) ? failure.errors : {}),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset className="mb-3">
        <legend className="h6">The 90 days run from</legend>
        {(['receipt', 'sending'] as const).map((option) => (
          <div className="form-check" key={option}>
            <input
              className="form-check-input"
              type="radio"
              name="window-from"
              id={`window-from-${option}`}
              checked={windowFrom === option}
              onChange={() => setWindowFrom(option)}
            />
            <label className="form-check-label" htmlFor={`window-from-${option}`}>
              {option === 'receipt' ? 'Receipt of the notice (ABA Model Rule)' : 'Sending of the notice (where the state’s rule says so)'}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="mb-3" style={{ maxWidth: '16rem' }}>
        <label htmlFor="mailing-days" className="form-label">
          Mailing allowance (days)
        </label>
        <input
          id="mailing-days"
          type="number"
          min={0}
          max={30}
          className={`form-control ${errors.mailing_days ? 'is-invalid' : ''}`}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          aria-describedby="mailing-days-help"
        />
        <div id="mailing-days-help" className="form-text">
          Receipt is taken as the date sent plus this, or the day the client opened their link if earlier.
        </div>
        {errors.mailing_days ? <div className="invalid-feedback">{errors.mailing_days[0]}</div> : null}
      </div>
      <div className="mb-3">
        <label htmlFor="letter-template" className="form-label">
          Letter (leave empty for the platform’s)
        </label>
        <textarea
          id="letter-template"
          className={`form-control font-monospace small ${errors.letter_template ? 'is-invalid' : ''}`}
          rows={12}
          value={template}
          placeholder={defaultTemplate}
          onChange={(event) => setTemplate(event.target.value)}
          aria-describedby="letter-template-help"
        />
        <div id="letter-template-help" className="form-text">
          A blank line separates paragraphs. Placeholders: {placeholders.map((name) => `{{${name}}}`).join(', ')}. Plain, standard wording:
          every letter also says it is a template to review with counsel.
        </div>
        {errors.letter_template ? <div className="invalid-feedback">{errors.letter_template[0]}</div> : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Save these settings
      </button>
    </form>
  );
}

export default function AdminNoticeRulesScreen() {
  const [state, setState] = useState<NoticeRuleState>('default');
  const rules = useQuery({ queryKey: noticeRulesKey, queryFn: ({ signal }) => fetchNoticeRules(signal) });
  if (rules.isPending) return <LoadingSkeleton count={6} />;
  if (rules.isError) return <ErrorState title="The notice settings could not be loaded." onRetry={() => void rules.refetch()} />;
  const saved = rules.data.data.find((rule) => rule.state === state);
  const own = rules.data.data.filter((rule) => rule.state !== 'default');
  return (
    <section aria-labelledby="notice-rules-title">
      <h1 id="notice-rules-title" className="h3">
        Client notices (ABA Model Rule 1.17)
      </h1>
      <p className="text-body-secondary">
        Per state: when a client’s 90 days start, and the letter. A state without its own settings uses the platform default.
        {own.length ? ` Own settings: ${own.map((rule) => rule.state).join(', ')}.` : ' No state has its own settings yet.'}
      </p>
      <div className="mb-3" style={{ maxWidth: '24rem' }}>
        <label htmlFor="notice-rule-state" className="form-label fw-semibold">
          State
        </label>
        <select
          id="notice-rule-state"
          className="form-select"
          value={state}
          onChange={(event) => setState(event.target.value as NoticeRuleState)}
        >
          {NOTICE_RULE_STATES.map((code) => (
            <option key={code} value={code}>
              {stateLabel(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="card">
        <div className="card-body">
          <RuleForm
            key={`${state}:${saved?.updated_at ?? ''}`}
            state={state}
            saved={saved}
            defaultTemplate={rules.data.default_template}
            placeholders={rules.data.placeholders}
          />
        </div>
      </div>
    </section>
  );
}
