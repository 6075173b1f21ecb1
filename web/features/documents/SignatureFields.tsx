import { DOCUMENT_MESSAGES } from '../../../contracts/documents/documents';

export interface SignatureErrors {
  full_name?: string;
  consent?: string;
  form?: string;
}

interface SignatureFieldsProps {
  /** Prefixes the fields' ids, so two dialogs never share one. */
  idPrefix: string;
  fullName: string;
  consent: boolean;
  errors: SignatureErrors;
  onFullNameChange: (value: string) => void;
  onConsentChange: (value: boolean) => void;
  /** The consent's wording: "this agreement", "this letter of intent"… */
  consentLabel: string;
}

/** The typed full name and the consent to sign electronically: what makes a signature on any Lexchange document. */
export function SignatureFields({
  idPrefix,
  fullName,
  consent,
  errors,
  onFullNameChange,
  onConsentChange,
  consentLabel,
}: SignatureFieldsProps) {
  return (
    <>
      <div className="mb-3">
        <label htmlFor={`${idPrefix}-full-name`} className="form-label">
          Your full name, as on your account
        </label>
        <input
          id={`${idPrefix}-full-name`}
          className={`form-control ${errors.full_name ? 'is-invalid' : ''}`}
          autoComplete="name"
          value={fullName}
          maxLength={200}
          onChange={(event) => onFullNameChange(event.target.value)}
          aria-invalid={errors.full_name ? true : undefined}
          aria-describedby={errors.full_name ? `${idPrefix}-full-name-error` : undefined}
        />
        {errors.full_name && (
          <div id={`${idPrefix}-full-name-error`} className="invalid-feedback">
            {errors.full_name}
          </div>
        )}
      </div>
      <div className="form-check mb-2">
        <input
          id={`${idPrefix}-consent`}
          type="checkbox"
          className={`form-check-input ${errors.consent ? 'is-invalid' : ''}`}
          checked={consent}
          onChange={(event) => onConsentChange(event.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${idPrefix}-consent-error` : undefined}
        />
        <label htmlFor={`${idPrefix}-consent`} className="form-check-label">
          {consentLabel}
        </label>
        {errors.consent && (
          <div id={`${idPrefix}-consent-error`} className="invalid-feedback">
            {errors.consent}
          </div>
        )}
      </div>
      {errors.form && (
        <div className="alert alert-warning mb-0" role="alert">
          {errors.form}
        </div>
      )}
    </>
  );
}

/** The fields' errors before sending: a name typed and the box ticked. */
export function signatureErrors(fullName: string, consent: boolean): SignatureErrors {
  return {
    full_name: fullName.trim() ? undefined : DOCUMENT_MESSAGES.fullName,
    consent: consent ? undefined : DOCUMENT_MESSAGES.consent,
  };
}

/** A refused signature's field messages (422) or its message. */
export function signatureApiErrors(error: { message: string; errors?: unknown }): SignatureErrors {
  const fields = (error.errors ?? {}) as Record<string, string[] | undefined>;
  return {
    full_name: fields.full_name?.[0],
    consent: fields.consent?.[0],
    form: fields.full_name || fields.consent ? undefined : error.message,
  };
}
