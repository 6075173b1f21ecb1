/**
 * The offer form, in a dialog: what is sold (the entire practice or entire areas of the listing), the price, cash at
 * closing, an optional earn-out, the transition, contingencies as checkboxes, the answer deadline and a note. It checks
 * with the server's own schema before sending, and puts the server's 422 messages beside their fields. A counter
 * starts from the previous version's terms.
 */
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Offer } from '../../../contracts/offers/offers';
import {
  addDays,
  CONTINGENCIES,
  OFFER_LIMITS,
  OfferTermsSchema,
  offerTermsIssues,
  type ContingencyKey,
  type OfferTermsInput,
} from '../../../contracts/offers/terms';
import { practiceAreaLabel } from '../../../contracts/common/practice-areas';
import { CheckboxField } from '../../components/form/CheckboxField';
import { CurrencyField } from '../../components/form/CurrencyField';
import { FormAlert } from '../../components/form/FormAlert';
import { TextField } from '../../components/form/TextField';
import { TextareaField } from '../../components/form/TextareaField';
import { isApiError } from '../../lib/api';
import { MarketComparable } from '../market/MarketComparable';

export interface OfferDraft {
  wholePractice: boolean;
  areas: string[];
  price: number | null;
  cash: number | null;
  hasEarnout: boolean;
  earnoutPercent: string;
  earnoutMonths: string;
  transition: string;
  contingencies: ContingencyKey[];
  expiresOn: string;
  note: string;
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A blank draft, or the previous version's terms for a counter (with a fresh two-week deadline). */
export function draftFrom(previous: Offer | null, today = todayUtc()): OfferDraft {
  return {
    wholePractice: !previous || previous.scope === 'practice',
    areas: previous && previous.scope !== 'practice' ? previous.scope : [],
    price: previous?.price ?? null,
    cash: previous?.cash_at_closing ?? null,
    hasEarnout: Boolean(previous?.earnout),
    earnoutPercent: previous?.earnout ? String(previous.earnout.percent) : '',
    earnoutMonths: previous?.earnout ? String(previous.earnout.months) : '',
    transition: previous ? String(previous.transition_months) : '6',
    contingencies: previous?.contingencies ?? ['due_diligence'],
    expiresOn: addDays(today, 14),
    note: '',
  };
}

export function termsFrom(draft: OfferDraft): OfferTermsInput {
  return {
    scope: draft.wholePractice ? 'practice' : draft.areas,
    price: draft.price as number,
    cash_at_closing: draft.cash as number,
    earnout: draft.hasEarnout ? { percent: draft.earnoutPercent.trim(), months: draft.earnoutMonths.trim() } : null,
    transition_months: draft.transition.trim(),
    contingencies: draft.contingencies,
    expires_on: draft.expiresOn,
    note: draft.note.trim() || null,
  };
}

type Errors = Record<string, string>;

/** The first message per field, with list entries (contingencies.0) reported on their list. */
function firstErrors(errors: Record<string, string[] | undefined>): Errors {
  const result: Errors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.replace(/\.\d+$/, '');
    if (messages?.[0] && !result[field]) result[field] = messages[0];
  }
  return result;
}

/** The form's own check: the shared schema, then the listing's areas and today's date. */
export function checkDraft(draft: OfferDraft, practiceAreas: readonly string[], today = todayUtc()): Errors {
  const parsed = OfferTermsSchema.safeParse(termsFrom(draft));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
    return firstErrors(errors);
  }
  return firstErrors(offerTermsIssues(parsed.data, { practiceAreas, today }));
}

interface OfferFormProps {
  title: string;
  submitLabel: string;
  previous: Offer | null;
  practiceAreas: readonly string[];
  /** Where the listing sits, for its market cell (issue #35): its state and revenue band. */
  market?: { state: string | null; revenueBand: string | null };
  onCancel: () => void;
  onSubmit: (terms: OfferTermsInput) => Promise<unknown>;
}

export function OfferForm({ title, submitLabel, previous, practiceAreas, market, onCancel, onSubmit }: OfferFormProps) {
  const [draft, setDraft] = useState(() => draftFrom(previous));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const set = <K extends keyof OfferDraft>(key: K, value: OfferDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const toggle = <T extends string>(list: T[], value: T) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const today = todayUtc();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft, practiceAreas, today);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await onSubmit(termsFrom(draft));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length) setErrors(firstErrors(error.errors));
      else setFormError(isApiError(error) ? error.message : 'The offer could not be sent. Try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal show onHide={onCancel} centered scrollable size="lg" fullscreen="sm-down" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate className="offer-form">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert>{formError}</FormAlert>
          <MarketComparable practiceArea={practiceAreas[0]} state={market?.state} revenueBand={market?.revenueBand} className="mb-3" />
          <fieldset className="mb-3">
            <legend className="form-label fs-6 fw-semibold mb-1">What is sold</legend>
            <p className="small text-body-secondary mb-2">
              Under ABA Model Rule 1.17(b), a sale covers the whole practice or whole practice areas.
            </p>
            <div className="form-check">
              <input
                id={`${titleId}-whole`}
                className="form-check-input"
                type="radio"
                name="scope"
                checked={draft.wholePractice}
                onChange={() => set('wholePractice', true)}
              />
              <label className="form-check-label" htmlFor={`${titleId}-whole`}>
                The entire practice
              </label>
            </div>
            <div className="form-check">
              <input
                id={`${titleId}-areas`}
                className="form-check-input"
                type="radio"
                name="scope"
                checked={!draft.wholePractice}
                onChange={() => set('wholePractice', false)}
              />
              <label className="form-check-label" htmlFor={`${titleId}-areas`}>
                Entire practice areas of the listing
              </label>
            </div>
            {!draft.wholePractice ? (
              <div className="offer-form__areas ms-4 mt-1">
                {practiceAreas.map((area) => (
                  <CheckboxField
                    key={area}
                    className="mb-1"
                    label={practiceAreaLabel(area)}
                    checked={draft.areas.includes(area)}
                    onChange={() => set('areas', toggle(draft.areas, area))}
                  />
                ))}
              </div>
            ) : null}
            {errors.scope ? (
              <div className="invalid-feedback d-block" role="alert">
                {errors.scope}
              </div>
            ) : null}
          </fieldset>
          <div className="offer-form__pair">
            <CurrencyField
              label="Purchase price"
              value={draft.price}
              onChange={(value) => set('price', value)}
              error={errors.price}
              required
            />
            <CurrencyField
              label="Cash at closing"
              value={draft.cash}
              onChange={(value) => set('cash', value)}
              error={errors.cash_at_closing}
              hint="Paid when the sale closes; at most the price."
              required
            />
          </div>
          <CheckboxField
            label="Part of the price is an earn-out (a share of the fees collected from transferred clients)"
            checked={draft.hasEarnout}
            onChange={() => set('hasEarnout', !draft.hasEarnout)}
            error={errors.earnout}
          />
          {draft.hasEarnout ? (
            <div className="offer-form__pair">
              <TextField
                label="Share of fees collected"
                inputMode="numeric"
                value={draft.earnoutPercent}
                onChange={(event) => set('earnoutPercent', event.target.value)}
                append={<span className="input-group-text">%</span>}
                error={errors['earnout.percent']}
              />
              <TextField
                label="Earn-out period"
                inputMode="numeric"
                value={draft.earnoutMonths}
                onChange={(event) => set('earnoutMonths', event.target.value)}
                append={<span className="input-group-text">months</span>}
                error={errors['earnout.months']}
              />
            </div>
          ) : null}
          <div className="offer-form__pair">
            <TextField
              label="Seller’s transition period"
              inputMode="numeric"
              value={draft.transition}
              onChange={(event) => set('transition', event.target.value)}
              append={<span className="input-group-text">months</span>}
              hint={`0 to ${OFFER_LIMITS.transitionMonths.max} months of the seller’s help after closing.`}
              error={errors.transition_months}
            />
            <TextField
              label="Answer by"
              type="date"
              min={addDays(today, 1)}
              max={addDays(today, OFFER_LIMITS.deadlineDaysMax)}
              value={draft.expiresOn}
              onChange={(event) => set('expiresOn', event.target.value)}
              hint="The offer expires after this day."
              error={errors.expires_on}
            />
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 fw-semibold mb-1">Contingencies</legend>
            <div className="offer-form__checks">
              {CONTINGENCIES.map((item) => (
                <CheckboxField
                  key={item.key}
                  className="mb-1"
                  label={item.label}
                  checked={draft.contingencies.includes(item.key)}
                  onChange={() => set('contingencies', toggle(draft.contingencies, item.key))}
                />
              ))}
            </div>
            {errors.contingencies ? (
              <div className="invalid-feedback d-block" role="alert">
                {errors.contingencies}
              </div>
            ) : null}
          </fieldset>
          <TextareaField
            label="Note (optional)"
            rows={3}
            maxLength={OFFER_LIMITS.noteMax}
            value={draft.note}
            onChange={(event) => set('note', event.target.value)}
            error={errors.note}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            {submitLabel}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
