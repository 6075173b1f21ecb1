import { RATING_MAX, RATING_MIN, RATING_QUESTIONS, type RatingKey } from '../../../contracts/listings/questionnaire';
import type { ErrorFor } from './fieldProps';
import './ratingsFields.css';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

interface RatingsFieldsProps {
  /** The answers by question; a question not answered yet is null or absent. */
  value: Partial<Record<RatingKey, number | null>>;
  onChange: (key: RatingKey, score: number) => void;
  errorFor: ErrorFor;
  /** Where the form's API keeps the ratings (`more_info` for a listing, `ratings` for a valuation): each message's path starts with it. */
  path: 'more_info' | 'ratings';
  /** `buyer`: the third-person questions, for valuing someone else's practice. */
  wording?: 'seller' | 'buyer';
  /** Put before each radio group's name (and the radios' ids), so that two forms' ratings never share a group. */
  namePrefix?: string;
}

/** The 11 ratings, each a radio group of 1 (weak) to 5 (strong) named by its question, as the listing and the valuation forms ask them. */
export function RatingsFields({ value, onChange, errorFor, path, wording = 'seller', namePrefix = '' }: RatingsFieldsProps) {
  return RATING_QUESTIONS.map((question) => {
    const error = errorFor(`${path}.${question.key}`);
    const errorId = `${namePrefix}rating-${question.key}-error`;
    return (
      <fieldset
        key={question.key}
        className="rating-question d-flex flex-wrap align-items-center justify-content-between gap-2 border-bottom py-2"
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="rating-question__legend fs-6 mb-0">{question[wording]}</legend>
        <div className="btn-group" role="group">
          {SCALE.map((score) => {
            const id = `${namePrefix}rating-${question.key}-${score}`;
            return (
              <span key={score}>
                <input
                  id={id}
                  type="radio"
                  className="btn-check"
                  name={`${namePrefix}${question.key}`}
                  checked={value[question.key] === score}
                  onChange={() => onChange(question.key, score)}
                />
                <label htmlFor={id} className="btn btn-outline-primary btn-sm px-3" aria-label={`${score} of ${RATING_MAX}`}>
                  {score}
                </label>
              </span>
            );
          })}
        </div>
        {error ? (
          <div id={errorId} className="invalid-feedback d-block w-100" role="alert">
            {error}
          </div>
        ) : null}
      </fieldset>
    );
  });
}
