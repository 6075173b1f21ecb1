import { RATING_MAX, RATING_MIN, RATING_QUESTIONS, type MoreInfo } from '../../../../contracts/listings/questionnaire';
import type { StepProps } from './stepTypes';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** The 11 ratings in the seller's wording, 1 (weak) to 5 (strong). */
export function RatingsStep({ draft, errorFor }: StepProps) {
  const info = draft.values.more_info;
  return (
    <>
      <h2 className="h5">How the firm rates</h2>
      <p className="text-body-secondary small">1 is weak, 5 is strong. Buyers see your answers once you approve them.</p>
      {RATING_QUESTIONS.map((question) => {
        const value = info[question.key];
        const error = errorFor(`more_info.${question.key}`);
        return (
          <fieldset key={question.key} className="mb-3 border-bottom pb-2">
            <legend className="fs-6 mb-1">{question.seller}</legend>
            <div className="btn-group flex-wrap" role="group">
              {SCALE.map((score) => {
                const id = `rating-${question.key}-${score}`;
                return (
                  <span key={score}>
                    <input
                      id={id}
                      type="radio"
                      className="btn-check"
                      name={question.key}
                      checked={value === score}
                      onChange={() =>
                        draft.update((current) => ({ more_info: { ...current.more_info, [question.key]: score } as MoreInfo }))
                      }
                    />
                    <label htmlFor={id} className="btn btn-outline-primary btn-sm px-3" aria-label={`${score} of ${RATING_MAX}`}>
                      {score}
                    </label>
                  </span>
                );
              })}
            </div>
            {error ? (
              <div className="invalid-feedback d-block" role="alert">
                {error}
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}
