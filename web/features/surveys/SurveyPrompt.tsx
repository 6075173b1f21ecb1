import { useState } from 'react';
import { SURVEYS, type SurveyKey } from '../../../contracts/surveys/constants';
import { notify } from '../../lib/toast';
import { SurveyDialog } from './SurveyDialog';
import type { SurveyFlags } from './useSurveyFlags';

const DISMISSED = 'lexchange.surveyPromptDismissed';

const dismissedThisSession = (): boolean => {
  try {
    return window.sessionStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
};

/** On the dashboard: the first survey the user has not answered, until they answer it (dismissed for the session). */
export function SurveyPrompt({
  keys,
  flags,
  onSubmitted,
}: {
  keys: SurveyKey[];
  flags: SurveyFlags;
  onSubmitted: (key: SurveyKey) => void;
}) {
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  const [open, setOpen] = useState(false);
  // Only a lookup that answered "not submitted" shows the prompt: unknown (failed or pending) stays quiet.
  const pending = keys.find((key) => flags[key] === false);
  if (!pending || dismissed) return null;
  const survey = SURVEYS[pending];
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED, '1');
    } catch {
      // Not remembered on this device: it shows again after a reload.
    }
    setDismissed(true);
  };
  return (
    <>
      <aside
        className="alert alert-info d-flex flex-wrap align-items-center gap-2 justify-content-between survey-prompt"
        aria-label="Survey"
      >
        <div>
          <strong>{survey.title}</strong>
          <span className="d-block small">{survey.prompt}</span>
        </div>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setOpen(true)}>
            Answer now
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={dismiss} aria-label={`Dismiss “${survey.title}”`}>
            Not now
          </button>
        </div>
      </aside>
      {open ? (
        <SurveyDialog
          survey={survey}
          onClose={() => setOpen(false)}
          onSubmitted={() => {
            setOpen(false);
            onSubmitted(pending);
            notify('Thank you: your answers are with our team.', 'success');
          }}
        />
      ) : null}
    </>
  );
}
