import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Valuation } from '../../../contracts/valuations/records';
import { formatMoney } from '../../../contracts/format/currency';
import { estimateValuation } from '../../../contracts/valuations/estimate';
import { valuationInputsOf, type ValuationFormValues } from '../../../contracts/valuations/form';
import { ValuateInputSchema, VALUATION_MESSAGES, type ValuationSide } from '../../../contracts/valuations/valuations';
import { CheckboxField } from '../../components/form/CheckboxField';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { EstimateExplained } from './EstimateExplained';
import { ValuationComparable } from '../market/ValuationComparable';
import { ValuationForm } from './ValuationForm';
import { createValuation, valuationKeys } from './valuationsApi';
import type { ValuationDraft } from './useValuationDraft';

export interface ValuationWorkbenchProps {
  draft: ValuationDraft;
  onDraft: (next: ValuationDraft) => void;
  side: ValuationSide;
  /** Above the form: where the figures came from (a listing picker). */
  source?: ReactNode;
  onSaved: (valuation: Valuation) => void;
}

function localErrors(values: ValuationFormValues): { errors: Record<string, string>; needsFigures: boolean } {
  const parsed = ValuateInputSchema.safeParse(valuationInputsOf(values));
  const errors: Record<string, string> = {};
  let needsFigures = false;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.message === VALUATION_MESSAGES.needsFigures) needsFigures = true;
      else errors[issue.path.join('.')] ??= issue.message;
    }
  }
  return { errors, needsFigures };
}

/** What a disabled save button waits for (issue #34): said beside it, not only at the top of the card. */
function saveMissing(needsFigures: boolean, marked: number): string {
  if (marked > 0) return `To save, correct ${marked === 1 ? 'the answer' : `the ${marked} answers`} marked in the form.`;
  if (needsFigures) return 'To save, enter at least one year’s gross revenue or the seller’s discretionary earnings (SDE).';
  return '';
}

/** The guided form beside its live, explained estimate, and saving it (optionally sent to our experts). */
export function ValuationWorkbench({ draft, onDraft, side, source, onSaved }: ValuationWorkbenchProps) {
  const queryClient = useQueryClient();
  const { values, listingId } = draft;
  const [requestExpert, setRequestExpert] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, needsFigures } = useMemo(() => localErrors(values), [values]);
  // The same function the server runs; it recomputes on save and never trusts these figures.
  const estimate = useMemo(
    () =>
      Object.keys(errors).length === 0 && !needsFigures
        ? estimateValuation(valuationInputsOf(values) as Parameters<typeof estimateValuation>[0])
        : null,
    [values, errors, needsFigures],
  );
  const errorFor = (field: string) => serverErrors[field] ?? errors[field];

  const save = useMutation({
    mutationFn: () =>
      createValuation({
        inputs: valuationInputsOf(values),
        listing_id: listingId,
        title: values.title || undefined,
        request_expert: requestExpert,
      }),
    onSuccess: (result) => {
      notify(result.message, 'success');
      void queryClient.invalidateQueries({ queryKey: valuationKeys.all });
      onSaved(result.valuation);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const fields = Object.fromEntries(
        Object.entries(error.errors).map(([field, messages]) => [field.replace(/^inputs\./, ''), messages[0] ?? '']),
      );
      // A refusal without field errors (e.g. the daily limit of saves, 429) is said beside the button.
      const said = Object.keys(fields).length === 0 && error.status !== null && error.status < 500;
      setServerErrors(said ? { form: error.message } : fields);
    },
  });

  const change = (patch: Partial<ValuationFormValues>) => {
    setServerErrors({});
    onDraft({ ...draft, values: { ...values, ...patch } });
  };

  return (
    <div className="row g-4">
      <div className="col-lg-7">
        {source}
        <ValuationForm values={values} onChange={change} errorFor={errorFor} wording={side} />
        {estimate ? (
          <div className="d-lg-none sticky-bottom valuation-summary-bar card shadow-sm mb-3">
            <div className="card-body py-2 d-flex align-items-center justify-content-between gap-2">
              <span className="small">
                Estimate <strong className="text-primary">{formatMoney(estimate.mid)}</strong>
                <span className="text-body-secondary">
                  {' '}
                  ({formatMoney(estimate.low)} – {formatMoney(estimate.high)})
                </span>
              </span>
              <a href="#valuation-result-title" className="btn btn-sm btn-outline-primary text-nowrap">
                See how
              </a>
            </div>
          </div>
        ) : null}
      </div>
      <div className="col-lg-5">
        <section className="card valuation-result sticky-lg-top" aria-labelledby="valuation-result-title" aria-live="polite">
          <div className="card-body">
            <h2 id="valuation-result-title" className="h5">
              Instant estimate
            </h2>
            {estimate ? (
              <>
                <EstimateExplained estimate={estimate} />
                <ValuationComparable inputs={values} />
              </>
            ) : (
              <p className="text-body-secondary mb-0">
                {needsFigures
                  ? 'Enter at least one year’s gross revenue or the seller’s discretionary earnings to see the estimate.'
                  : 'Correct the answers marked in the form to see the estimate.'}
              </p>
            )}
            {serverErrors.listing_id || serverErrors.form ? (
              <div className="alert alert-danger small mt-3 mb-0" role="alert">
                {serverErrors.listing_id ?? serverErrors.form}
              </div>
            ) : null}
            <hr />
            <CheckboxField
              label={
                side === 'buyer'
                  ? 'Ask our experts to value this practice for me, with a written report'
                  : 'Ask our experts for a valuation with a written report'
              }
              checked={requestExpert}
              onChange={(event) => setRequestExpert(event.target.checked)}
              className="mb-1"
            />
            <p className="form-text mt-0 mb-3">
              Expert valuations are priced separately: our team tells you the price before you incur any charge (
              <Link to="/success-fee-terms#other-services">Success Fee Terms</Link>). Instant estimates are free.
            </p>
            <button
              type="button"
              className="btn btn-primary w-100"
              disabled={!estimate || save.isPending}
              onClick={() => save.mutate()}
              aria-describedby={estimate ? undefined : 'valuation-save-missing'}
            >
              {save.isPending ? 'Saving…' : requestExpert ? 'Save and request an expert valuation' : 'Save this estimate'}
            </button>
            {estimate ? null : (
              <p id="valuation-save-missing" className="small text-body-secondary mt-2 mb-0">
                <i className="bi bi-info-circle me-1" aria-hidden="true" />
                {saveMissing(needsFigures, Object.keys(errors).length)}
              </p>
            )}
            {side === 'buyer' ? (
              <p className="small text-body-secondary mt-2 mb-0">Your valuation stays private: the seller never sees it.</p>
            ) : null}
          </div>
        </section>
      </div>
    </div>
  );
}
