import { useEffect, useState } from 'react';
import { surveyRoutes } from '../../../contracts/surveys/routes';
import { callApi } from '../../lib/callApi';
import { localStore, STORAGE_KEYS } from '../../lib/storageKeys';
import { appConfig } from '../../app/config/appConfig';
import { useSession } from '../../app/session/useSession';

const USES = [
  { value: 'selling_soon', label: 'I plan to sell within a year' },
  { value: 'planning', label: 'I am planning a sale in a few years' },
  { value: 'buying', label: 'I am valuing a practice to buy' },
  { value: 'curious', label: 'I am curious what my practice is worth' },
];

/**
 * The valuation survey (marketing-form lookup with the valuation form id), shown until it is submitted; never while
 * staff act as the member, who must not answer for them (issue #34).
 */
export function ValuationSurveyPrompt() {
  const formId = useSession().isImpersonating ? undefined : appConfig()?.form_ids.valuation_survey;
  const [submitted, setSubmitted] = useState(() => localStore.get(STORAGE_KEYS.valuationSurvey) === 'true');
  const [use, setUse] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!formId || submitted) return;
    const controller = new AbortController();
    callApi(surveyRoutes.submissionCheck, { query: { form_id: formId }, signal: controller.signal, silent: true })
      .then((data) => {
        localStore.set(STORAGE_KEYS.valuationSurvey, String(data.is_submitted));
        if (data.is_submitted) setSubmitted(true);
      })
      // docs/product.md "Messages": failed marketing-form lookups are only logged.
      .catch((error: unknown) => console.warn('Valuation survey lookup failed', error));
    return () => controller.abort();
  }, [formId, submitted]);

  if (!formId || submitted) return null;
  const send = async () => {
    setSending(true);
    try {
      await callApi(surveyRoutes.submit, { body: { form_id: formId, answers: { valuation_use: use } } });
      localStore.set(STORAGE_KEYS.valuationSurvey, 'true');
      setSubmitted(true);
    } finally {
      setSending(false);
    }
  };
  return (
    <aside className="alert alert-light border d-flex flex-wrap align-items-end gap-2 mb-4" aria-label="Valuation survey">
      <div className="flex-grow-1">
        <label htmlFor="valuation-survey-use" className="form-label fw-semibold mb-1">
          One question to help us improve valuations: what will you use this valuation for?
        </label>
        <select
          id="valuation-survey-use"
          className="form-select form-select-sm"
          value={use}
          onChange={(event) => setUse(event.target.value)}
        >
          <option value="">Choose an answer</option>
          {USES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn-sm btn-outline-primary" disabled={!use || sending} onClick={() => void send()}>
        Send answer
      </button>
    </aside>
  );
}
