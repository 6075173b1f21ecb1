import type { z } from 'zod';
import { formatMoney } from '../../../contracts/format/currency';
import { PERCENTAGE_SET_KEYS, PERCENTAGE_SET_LABELS, PERCENTAGE_SETS } from '../../../contracts/listings/percentages';
import type { ListingConfidentialSchema } from '../../../contracts/listings/responses';
import {
  HOURLY_RATE_LABELS,
  HOURLY_RATE_OPTIONS,
  RATING_MAX,
  RATING_QUESTIONS,
  SELECT_QUESTIONS,
  TEXT_QUESTIONS,
  type HourlyRateGroup,
} from '../../../contracts/listings/questionnaire';
import { sanitizeRichText } from '../../lib/sanitize';

type Confidential = z.infer<typeof ListingConfidentialSchema>;

const optionLabel = (options: readonly { key: string; label: string }[], value: unknown) =>
  options.find((option) => option.key === value)?.label ?? String(value);

function selectAnswer(options: readonly { key: string; label: string }[], value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const list = Array.isArray(value) ? value : [value];
  return list.length ? list.map((item) => optionLabel(options, item)).join(', ') : null;
}

const NOT_ANSWERED = <span className="text-body-secondary">Not answered</span>;

/** The seller's answers, worded for the buyer (third person), as a definition list per section. */
export function QuestionnaireView({ confidential }: { confidential: Confidential }) {
  const info = confidential.more_info;
  const hourly = (info.hourly_rates ?? {}) as Record<string, unknown>;
  const percentages = confidential.percentages as Record<string, Record<string, number | null> | null | undefined>;
  return (
    <>
      <section className="card card-body mb-3" aria-labelledby="q-practice">
        <h2 id="q-practice" className="h5">
          About the practice
        </h2>
        <dl className="mb-0">
          {TEXT_QUESTIONS.map((question) => {
            const value = info[question.key];
            return (
              <div key={question.key} className="mb-3">
                <dt>
                  {question.key === 'reason_to_sell'
                    ? 'Why the owner is selling'
                    : question.key === 'timeline_after_sale'
                      ? 'How long the owner would stay after the sale'
                      : 'Salary it would take to replace the owner'}
                </dt>
                <dd className="mb-0">
                  {typeof value === 'string' && value.trim() ? (
                    question.richText ? (
                      <div dangerouslySetInnerHTML={{ __html: sanitizeRichText(value) }} />
                    ) : (
                      value
                    )
                  ) : (
                    NOT_ANSWERED
                  )}
                </dd>
              </div>
            );
          })}
          {SELECT_QUESTIONS.map((question) => (
            <div key={question.key} className="mb-3">
              <dt>{question.label}</dt>
              <dd className="mb-0">{selectAnswer(question.options, info[question.key]) ?? NOT_ANSWERED}</dd>
            </div>
          ))}
          {(Object.keys(HOURLY_RATE_OPTIONS) as HourlyRateGroup[]).map((group) => (
            <div key={group} className="mb-3">
              <dt>{HOURLY_RATE_LABELS[group]}</dt>
              <dd className="mb-0">{selectAnswer(HOURLY_RATE_OPTIONS[group], hourly[group]) ?? NOT_ANSWERED}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="card card-body mb-3" aria-labelledby="q-percentages">
        <h2 id="q-percentages" className="h5">
          Mix of the business
        </h2>
        <div className="row g-3">
          {PERCENTAGE_SET_KEYS.map((set) => (
            <div key={set} className="col-md-4">
              <h3 className="h6">{PERCENTAGE_SET_LABELS[set]}</h3>
              <ul className="list-unstyled small mb-0">
                {PERCENTAGE_SETS[set].map((item) => {
                  const value = percentages[set]?.[item.key];
                  return (
                    <li key={item.key} className="d-flex justify-content-between border-bottom py-1">
                      <span>{item.label}</span>
                      <span className="fw-semibold">{typeof value === 'number' ? `${value} %` : '—'}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className="card card-body mb-3" aria-labelledby="q-litigation">
        <h2 id="q-litigation" className="h5">
          Litigation
        </h2>
        <dl className="row mb-0 small">
          <dt className="col-7">Offers litigation services</dt>
          <dd className="col-5">
            {confidential.litigation_services === 'yes' ? 'Yes' : confidential.litigation_services === 'no' ? 'No' : '—'}
          </dd>
          <dt className="col-7">Active cases</dt>
          <dd className="col-5">{confidential.active_cases ?? '—'}</dd>
          <dt className="col-7">Cases last year</dt>
          <dd className="col-5">{confidential.cases_last_year ?? '—'}</dd>
          <dt className="col-7">Fees expected on open cases</dt>
          <dd className="col-5">{confidential.open_cases_fees === null ? '—' : formatMoney(confidential.open_cases_fees)}</dd>
          <dt className="col-7">Average fee collected</dt>
          <dd className="col-5 mb-0">
            {confidential.average_fee_collected === null ? '—' : formatMoney(confidential.average_fee_collected)}
          </dd>
        </dl>
      </section>

      <section className="card card-body mb-3" aria-labelledby="q-ratings">
        <h2 id="q-ratings" className="h5">
          The seller’s ratings
        </h2>
        <ul className="list-unstyled mb-0">
          {RATING_QUESTIONS.map((question) => {
            const value = info[question.key];
            return (
              <li key={question.key} className="d-flex justify-content-between gap-3 border-bottom py-2">
                <span>{question.buyer}</span>
                {typeof value === 'number' ? (
                  <span className="text-nowrap text-warning" role="img" aria-label={`${value} out of ${RATING_MAX}`}>
                    {Array.from({ length: RATING_MAX }, (_, index) => (
                      <i key={index} className={`bi ${index < value ? 'bi-star-fill' : 'bi-star'}`} aria-hidden="true" />
                    ))}
                  </span>
                ) : (
                  <span className="text-body-secondary small text-nowrap">Not rated</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
