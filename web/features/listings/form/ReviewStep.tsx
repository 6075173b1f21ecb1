import { COMPLETION_ITEMS } from '../../../../contracts/listings/progress';
import { FORM_STEPS, stepOfField } from './steps';

interface ReviewStepProps {
  missing: string[];
  errors: Record<string, string[]>;
  canSubmit: boolean;
  submitting: boolean;
  status: string | null;
  onGoTo: (step: number) => void;
  onSubmit: () => void;
}

const messageOf = (key: string) => COMPLETION_ITEMS.find((item) => item.key === key)?.message ?? key;
const requiredKeys = new Set(COMPLETION_ITEMS.filter((item) => item.required).map((item) => item.key));

/** What is still missing (required first), and the submission for review. */
export function ReviewStep({ missing, errors, canSubmit, submitting, status, onGoTo, onSubmit }: ReviewStepProps) {
  const required = missing.filter((key) => requiredKeys.has(key));
  const optional = missing.filter((key) => !requiredKeys.has(key));
  const errorEntries = Object.entries(errors).filter(([, messages]) => messages.length);
  const item = (key: string, message: string) => (
    <li key={key} className="d-flex justify-content-between align-items-center gap-2 py-1 border-bottom">
      <span>{message}</span>
      <button type="button" className="btn btn-sm btn-link" onClick={() => onGoTo(stepOfField(key))}>
        Go to {FORM_STEPS[stepOfField(key)]!.title.toLowerCase()}
      </button>
    </li>
  );
  return (
    <>
      <h2 className="h5">Review and submit</h2>
      {errorEntries.length ? (
        <div className="alert alert-danger" role="alert">
          <p className="fw-semibold mb-1">Fix these before submitting:</p>
          <ul className="list-unstyled mb-0">{errorEntries.map(([key, messages]) => item(key, messages[0]!))}</ul>
        </div>
      ) : null}
      {required.length ? (
        <section aria-labelledby="review-required">
          <h3 id="review-required" className="h6">
            Needed to submit
          </h3>
          <ul className="list-unstyled">{required.map((key) => item(key, messageOf(key)))}</ul>
        </section>
      ) : (
        <p className="text-success">
          <i className="bi bi-check-circle me-1" aria-hidden="true" />
          Every core fact is in.
        </p>
      )}
      {optional.length ? (
        <section aria-labelledby="review-optional">
          <h3 id="review-optional" className="h6">
            Recommended: buyers trust complete listings
          </h3>
          <ul className="list-unstyled">{optional.map((key) => item(key, messageOf(key)))}</ul>
        </section>
      ) : null}
      {status === 'draft' || status === null ? (
        <>
          <p className="small text-body-secondary">
            The Lexchange team reviews the listing before buyers can see it. You cannot edit it while it is being reviewed.
          </p>
          <div>
            <button type="button" className="btn btn-primary" onClick={onSubmit} disabled={!canSubmit || submitting}>
              {submitting ? (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              ) : (
                <i className="bi bi-send me-2" aria-hidden="true" />
              )}
              Submit for review
            </button>
          </div>
        </>
      ) : (
        <p className="text-body-secondary mb-0">
          {status === 'active'
            ? 'Your changes are saved as you go. A change to what buyers see sends the listing back to review.'
            : 'Your changes are saved as you go.'}
        </p>
      )}
    </>
  );
}
