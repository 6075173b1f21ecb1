import {
  PERCENTAGE_SET_KEYS,
  PERCENTAGE_SET_LABELS,
  PERCENTAGE_SETS,
  isSetFilled,
  percentageTotalMessage,
  setTotal,
  totalsHundred,
  type PercentageSet,
} from '../../../../contracts/listings/percentages';
import { SELECT_QUESTIONS, type MoreInfo } from '../../../../contracts/listings/questionnaire';
import { OptionChecks } from './fields';
import type { StepProps } from './stepTypes';

const clientQuestions = SELECT_QUESTIONS.filter((question) => question.key === 'client_have' || question.key === 'client_would_like');

function PercentageSetEditor({ set, draft, errorFor }: StepProps & { set: PercentageSet }) {
  const values = draft.values.percentages[set];
  const total = Math.round(setTotal(values) * 100) / 100;
  const started = isSetFilled(values);
  const complete = totalsHundred(values);
  const error = errorFor(`percentages.${set}`) ?? (started && !complete ? percentageTotalMessage(set) : undefined);
  const totalId = `percent-total-${set}`;
  return (
    <fieldset className="col-md-4" aria-describedby={totalId}>
      <legend className="h6">{PERCENTAGE_SET_LABELS[set]}</legend>
      {PERCENTAGE_SETS[set].map((item) => {
        const id = `percent-${set}-${item.key}`;
        return (
          <div key={item.key} className="row g-2 align-items-center mb-2">
            <label htmlFor={id} className="col-7 col-form-label col-form-label-sm">
              {item.label}
            </label>
            <div className="col-5">
              <div className="input-group input-group-sm">
                <input
                  id={id}
                  type="number"
                  min={0}
                  max={100}
                  inputMode="decimal"
                  className="form-control"
                  value={values[item.key] ?? ''}
                  onChange={(event) => {
                    const value = event.target.value === '' ? null : Number(event.target.value);
                    draft.update((current) => ({
                      percentages: { ...current.percentages, [set]: { ...current.percentages[set], [item.key]: value } },
                    }));
                  }}
                />
                <span className="input-group-text">%</span>
              </div>
            </div>
          </div>
        );
      })}
      <p
        id={totalId}
        className={`small fw-semibold mb-1 ${complete ? 'text-success' : started ? 'text-danger' : 'text-body-secondary'}`}
        aria-live="polite"
      >
        Total: {total} %{' '}
        {complete ? (
          <i className="bi bi-check-circle" role="img" aria-label="totals 100 %" />
        ) : started ? (
          `(${Math.round((100 - total) * 100) / 100} % ${total < 100 ? 'left' : 'too many'})`
        ) : (
          ''
        )}
      </p>
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Who the clients are, and the three mixes that each total 100 %. */
export function ClientsStep(props: StepProps) {
  const { draft, errorFor } = props;
  const info = draft.values.more_info;
  return (
    <>
      <h2 className="h5">Clients</h2>
      {clientQuestions.map((question) => (
        <OptionChecks
          key={question.key}
          legend={question.label}
          options={question.options}
          value={info[question.key]}
          onChange={(next) => draft.update((current) => ({ more_info: { ...current.more_info, [question.key]: next } as MoreInfo }))}
          error={errorFor(`more_info.${question.key}`)}
        />
      ))}
      <h2 className="h5 mt-4">How the business is made up</h2>
      <p className="text-body-secondary small">
        Each set must total 100 %. A set is saved once it adds up; until then it is kept on this device.
      </p>
      <div className="row g-4">
        {PERCENTAGE_SET_KEYS.map((set) => (
          <PercentageSetEditor key={set} set={set} {...props} />
        ))}
      </div>
    </>
  );
}
