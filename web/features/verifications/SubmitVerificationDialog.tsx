import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { barNumberProblem, barNumberRule } from '../../../contracts/verifications/bar-admissions';
import { US_STATES } from '../../../contracts/common/us-states';
import { LEVEL_DESCRIPTIONS, type SubmittableLevel } from '../../../contracts/verifications/levels';
import {
  DOCUMENT_KINDS,
  VERIFICATION_DOCUMENT_ACCEPT,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_MESSAGES,
  VERIFICATION_DOCUMENTS_MAX,
  VERIFICATION_MESSAGES,
  type Verification,
} from '../../../contracts/verifications/verifications';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextField } from '../../components/form/TextField';
import { isApiError } from '../../lib/api';
import { fileProblem, type FileRules } from '../../lib/fileChecks';
import { notify } from '../../lib/toast';
import { submitVerification, verificationKeys } from './verificationsApi';

type Errors = Record<string, string | undefined>;

const DOCUMENT_HINTS: Record<SubmittableLevel, string> = {
  VI: 'A passport, driver’s license or state ID: a photo or scan (PNG, JPEG, WebP) or a PDF, at most 10 MB.',
  VBO: 'Your firm’s state registration (e.g. articles or a certificate of good standing) or an engagement letter naming you as owner. PDF or image, at most 10 MB.',
  VLP: 'A bank’s proof of funds or a lender’s financing or pre-qualification letter. PDF or image, at most 10 MB.',
};

/** The server's rules for documents (contracts/verifications/verifications.ts), checked as soon as files are chosen. */
const DOCUMENT_FILES: FileRules = {
  max: VERIFICATION_DOCUMENTS_MAX,
  maxBytes: VERIFICATION_DOCUMENT_MAX_BYTES,
  names: /\.(pdf|png|jpe?g|webp)$/i,
  messages: { ...VERIFICATION_DOCUMENT_MESSAGES, tooMany: VERIFICATION_MESSAGES.tooManyDocuments },
};

/** The fields of an earlier submission of the level, to start "Submit again" from what was sent. */
export function fieldsFrom(level: SubmittableLevel, previous: Verification | undefined): Record<string, string> {
  const fields: Record<string, string> = { level };
  if (!previous) return fields;
  if (previous.id_expires_on) fields.id_expires_on = previous.id_expires_on;
  if (previous.bar) {
    fields.bar_state = previous.bar.state;
    fields.bar_number = previous.bar.number;
    fields.bar_year_admitted = previous.bar.year_admitted === null ? '' : String(previous.bar.year_admitted);
    fields.bar_name = previous.bar.name;
  }
  if (previous.funds_amount !== null) fields.funds_amount = previous.funds_amount.toLocaleString('en-US');
  return fields;
}

/** Checks the browser can make before sending; the server checks everything again. */
function localErrors(level: SubmittableLevel, fields: Record<string, string>, documents: File[]): Errors {
  const errors: Errors = {};
  if (documents.length === 0) errors.documents = VERIFICATION_MESSAGES.documentRequired;
  errors.documents ??= fileProblem(documents, DOCUMENT_FILES) ?? undefined;
  if (level === 'VI') {
    if (fields.attestation !== '1') errors.attestation = VERIFICATION_MESSAGES.attestation;
    if (!fields.id_expires_on) errors.id_expires_on = VERIFICATION_MESSAGES.idExpiresOn;
    else if (fields.id_expires_on < new Date().toISOString().slice(0, 10)) errors.id_expires_on = VERIFICATION_MESSAGES.idExpired;
  }
  if (level === 'VBO') {
    if (!fields.bar_state) errors.bar_state = VERIFICATION_MESSAGES.barState;
    if (!fields.bar_number?.trim()) errors.bar_number = VERIFICATION_MESSAGES.barNumber;
    else if (fields.bar_state) errors.bar_number = barNumberProblem(fields.bar_state, fields.bar_number) ?? undefined;
    const year = Number(fields.bar_year_admitted);
    if (!fields.bar_year_admitted || !Number.isInteger(year)) errors.bar_year_admitted = VERIFICATION_MESSAGES.barYear;
    else if (year > new Date().getFullYear()) errors.bar_year_admitted = VERIFICATION_MESSAGES.barYearFuture;
    if (!fields.bar_name?.trim()) errors.bar_name = VERIFICATION_MESSAGES.barName;
  }
  if (level === 'VLP' && !(Number(fields.funds_amount?.replace(/[$,\s]/g, '')) > 0))
    errors.funds_amount = VERIFICATION_MESSAGES.fundsAmount;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

/**
 * The form of one level: its document and fields, with errors beside each field. Given the earlier submission
 * ("Submit again"), it starts from what was sent and shows why it was not approved; documents are attached again.
 */
export function SubmitVerificationDialog({
  level,
  previous,
  onClose,
}: {
  level: SubmittableLevel;
  previous?: Verification;
  onClose: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const description = LEVEL_DESCRIPTIONS[level];
  const [fields, setFields] = useState<Record<string, string>>(() => fieldsFrom(level, previous));
  const [documents, setDocuments] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: string, value: string) => setFields((current) => ({ ...current, [name]: value }));

  const mutation = useMutation({
    mutationFn: () => submitVerification(fields, documents),
    onSuccess: () => {
      notify(`Your ${description.label} submission was sent. Staff usually review it within two business days.`, 'success');
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        const next: Errors = {};
        for (const [field, messages] of Object.entries(error.errors)) next[field.split('.')[0]!] = messages[0];
        setErrors(Object.keys(next).length > 0 ? next : { form: error.message });
      } else if (isApiError(error) && error.status !== null && error.status < 500) {
        // Refused as a whole (e.g. the daily limit of submissions, 429): the server's sentence says why and when.
        setErrors({ form: error.message });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = localErrors(level, fields, documents);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };

  const documentsId = `${id}-documents`;
  const stateId = `${id}-state`;
  const rule = fields.bar_state ? barNumberRule(fields.bar_state) : null;
  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            Get {description.label} ({level})
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">
            {description.how} Only you and Lexchange staff see what you send; documents are never public.
          </p>
          {previous ? <PreviousSubmission previous={previous} /> : null}
          {errors.form ? (
            <div className="alert alert-danger py-2 small" role="alert">
              {errors.form}
            </div>
          ) : null}
          <div className="mb-3">
            <label htmlFor={documentsId} className="form-label">
              {DOCUMENT_KINDS[level].label}
            </label>
            <input
              id={documentsId}
              type="file"
              multiple
              accept={VERIFICATION_DOCUMENT_ACCEPT}
              className={`form-control ${errors.documents ? 'is-invalid' : ''}`}
              aria-invalid={errors.documents ? true : undefined}
              aria-describedby={`${documentsId}-hint${errors.documents ? ` ${documentsId}-error` : ''}`}
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                const problem = fileProblem(chosen, DOCUMENT_FILES);
                // A file the server would refuse is not kept: the person sees why at once and chooses again.
                if (problem) event.target.value = '';
                setDocuments(problem ? [] : chosen);
                setErrors((current) => ({ ...current, documents: problem ?? undefined }));
              }}
            />
            {errors.documents ? (
              <div id={`${documentsId}-error`} className="invalid-feedback d-block" role="alert">
                {errors.documents}
              </div>
            ) : null}
            <div id={`${documentsId}-hint`} className="form-text">
              {DOCUMENT_HINTS[level]}
            </div>
          </div>

          {level === 'VI' ? (
            <>
              <TextField
                label="The ID expires on"
                type="date"
                name="id_expires_on"
                value={fields.id_expires_on ?? ''}
                onChange={(event) => set('id_expires_on', event.target.value)}
                error={errors.id_expires_on}
                hint="Your level lasts until this date; we remind you 14 days before."
                fieldClassName="mb-3 col-sm-6 px-0"
              />
              <CheckboxField
                name="attestation"
                label="I confirm that this ID is mine, is current, and that I am the person named on this account."
                checked={fields.attestation === '1'}
                onChange={(event) => set('attestation', event.target.checked ? '1' : '')}
                error={errors.attestation}
              />
            </>
          ) : null}

          {level === 'VBO' ? (
            <fieldset>
              <legend className="h6 mt-2">Bar admission</legend>
              <div className="row g-3">
                <div className="col-sm-6">
                  <label htmlFor={stateId} className="form-label">
                    State of admission
                  </label>
                  <select
                    id={stateId}
                    className={`form-select ${errors.bar_state ? 'is-invalid' : ''}`}
                    value={fields.bar_state ?? ''}
                    onChange={(event) => set('bar_state', event.target.value)}
                    aria-invalid={errors.bar_state ? true : undefined}
                    aria-describedby={errors.bar_state ? `${stateId}-error` : undefined}
                  >
                    <option value="">Choose a state</option>
                    {US_STATES.map((state) => (
                      <option key={state.code} value={state.code}>
                        {state.name}
                      </option>
                    ))}
                  </select>
                  {errors.bar_state ? (
                    <div id={`${stateId}-error`} className="invalid-feedback d-block" role="alert">
                      {errors.bar_state}
                    </div>
                  ) : null}
                </div>
                <div className="col-sm-6">
                  <TextField
                    label="Bar number"
                    name="bar_number"
                    autoComplete="off"
                    value={fields.bar_number ?? ''}
                    onChange={(event) => set('bar_number', event.target.value)}
                    error={errors.bar_number}
                    hint={rule ? `Format: ${rule.hint}.` : undefined}
                    fieldClassName="mb-0"
                  />
                </div>
                <div className="col-sm-6">
                  <TextField
                    label="Year admitted"
                    name="bar_year_admitted"
                    inputMode="numeric"
                    maxLength={4}
                    value={fields.bar_year_admitted ?? ''}
                    onChange={(event) => set('bar_year_admitted', event.target.value)}
                    error={errors.bar_year_admitted}
                    fieldClassName="mb-0"
                  />
                </div>
                <div className="col-sm-6">
                  <TextField
                    label="Name as registered with the bar"
                    name="bar_name"
                    autoComplete="name"
                    value={fields.bar_name ?? ''}
                    onChange={(event) => set('bar_name', event.target.value)}
                    error={errors.bar_name}
                    fieldClassName="mb-0"
                  />
                </div>
              </div>
            </fieldset>
          ) : null}

          {level === 'VLP' ? (
            <TextField
              label="Amount of funds or financing"
              name="funds_amount"
              inputMode="numeric"
              prefix="$"
              value={fields.funds_amount ?? ''}
              onChange={(event) => set('funds_amount', event.target.value)}
              error={errors.funds_amount}
              hint="As the letter states it. Funds Verified lasts 180 days from approval."
              fieldClassName="mb-3 col-sm-6 px-0"
            />
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Sending…' : 'Send for review'}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

/** Why the earlier submission was not approved, what is kept from it, and what to attach again. */
function PreviousSubmission({ previous }: { previous: Verification }) {
  const names = previous.documents.map((document) => document.filename);
  return (
    <div className="alert alert-warning small py-2" role="note">
      {previous.reason ? (
        <p className="mb-1">
          <strong>{previous.status === 'removed' ? 'Reason for the removal:' : 'Reason from the reviewer:'}</strong> {previous.reason}
        </p>
      ) : null}
      <p className="mb-0">
        The details below are as you sent them: {previous.reason ? 'correct what the reason names' : 'check they are still right'}.{' '}
        {names.length > 0
          ? `Documents are not kept for a new submission: attach ${names.length === 1 ? 'the document' : 'the documents'} again (you sent ${names.join(', ')}), or a better one if the reason asks for it.`
          : 'Attach the document again.'}
      </p>
    </div>
  );
}
