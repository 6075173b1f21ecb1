import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useServerForm } from '../../components/form/useServerForm';
import type { TwoFactorSetup } from './settingsApi';
import { cleanTotpCode, groupSecret, otpauthSecret, qrImageSource, TOTP_CODE_PATTERN } from './twoFactor';

interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  /** Sends the code; rejects with the server's refusal. */
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** Step two of enabling: scan the QR code (or type the key), then prove it with a 6-digit code. */
export function TwoFactorSetupPanel({ setup, onConfirm, onCancel }: TwoFactorSetupPanelProps) {
  const {
    register,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<{ code: string }>({ serverFields: ['code'], defaultValues: { code: '' } });
  const qrSource = qrImageSource(setup.svg);
  const secret = otpauthSecret(setup.url);

  const submit = submitWith(async ({ code }) => {
    await onConfirm(cleanTotpCode(code));
  });

  return (
    <div className="border rounded p-3 p-md-4 bg-light">
      <h3 className="h6">Set up your authenticator app</h3>
      <ol className="small ps-3">
        <li>Open an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator).</li>
        <li>Scan this QR code, or enter the setup key by hand.</li>
        <li>Type the 6-digit code the app shows to finish.</li>
      </ol>
      <div className="d-flex flex-wrap gap-4 align-items-start">
        {qrSource ? (
          <img
            src={qrSource}
            alt="QR code to scan with your authenticator app"
            width={184}
            height={184}
            className="bg-white border rounded p-2"
          />
        ) : (
          <p className="text-body-secondary small">The QR code could not be shown. Use the setup key instead.</p>
        )}
        <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
          {secret ? (
            <div className="mb-3">
              <p className="form-label mb-1" id="setup-key-label">
                Setup key
              </p>
              <code className="d-inline-block fs-6 text-body text-break user-select-all" aria-labelledby="setup-key-label">
                {groupSecret(secret)}
              </code>
              <div className="form-text">Time-based (TOTP), 6 digits, 30 seconds.</div>
            </div>
          ) : null}
          <form onSubmit={submit} noValidate>
            <FormAlert>{formError}</FormAlert>
            <TextField
              fieldClassName="mb-3"
              style={{ maxWidth: '12rem' }}
              label="6-digit code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              autoFocus
              className="code-input"
              error={errors.code?.message}
              {...register('code', {
                validate: (value) => TOTP_CODE_PATTERN.test(cleanTotpCode(value)) || 'Enter the 6-digit code your authenticator app shows.',
              })}
            />
            <div className="d-flex flex-wrap gap-2">
              <SubmitButton busy={isSubmitting} busyLabel="Checking…" variant="primary">
                Turn on two-factor authentication
              </SubmitButton>
              <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}
