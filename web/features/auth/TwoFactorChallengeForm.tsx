import { useState } from 'react';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useServerForm } from '../../components/form/useServerForm';
import { AuthHeading } from './AuthHeading';
import { answerTwoFactorChallenge } from './authApi';

interface ChallengeValues {
  code: string;
  recovery_code: string;
}

/** The second login step: a code from the authenticator app, or one of the single-use recovery codes. */
export function TwoFactorChallengeForm({ onCancel }: { onCancel: () => void }) {
  const [mode, setMode] = useState<'code' | 'recovery_code'>('code');
  const {
    register,
    submitWith,
    setError,
    clearErrors,
    resetField,
    formState: { errors, isSubmitting },
  } = useServerForm<ChallengeValues>({ serverFields: [mode], defaultValues: { code: '', recovery_code: '' } });

  const submit = submitWith(
    (values) => answerTwoFactorChallenge(mode === 'code' ? { code: values.code.trim() } : { recovery_code: values.recovery_code.trim() }),
    (message) => {
      // The server's message belongs beside the one input there is.
      if (message) setError(mode, { type: 'server', message }, { shouldFocus: true });
      return null;
    },
  );

  const switchMode = () => {
    clearErrors();
    resetField(mode);
    setMode(mode === 'code' ? 'recovery_code' : 'code');
  };

  return (
    <>
      <AuthHeading title="Two-factor authentication">
        {mode === 'code'
          ? 'Enter the 6-digit code from your authenticator app to finish logging in.'
          : 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.'}
      </AuthHeading>
      <form onSubmit={submit} noValidate>
        {mode === 'code' ? (
          <TextField
            key="code"
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            className="code-input"
            error={errors.code?.message}
            {...register('code', {
              required: 'Enter the code from your authenticator app.',
              pattern: { value: /^\s*\d{6}\s*$/, message: 'The code has 6 digits.' },
            })}
          />
        ) : (
          <TextField
            key="recovery"
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            autoFocus
            error={errors.recovery_code?.message}
            {...register('recovery_code', { required: 'Enter one of your recovery codes.' })}
          />
        )}
        <SubmitButton busy={isSubmitting} busyLabel="Checking…" className="w-100 btn-lg">
          Continue
        </SubmitButton>
      </form>
      <div className="d-flex justify-content-between flex-wrap gap-2 mt-3">
        <button type="button" className="btn btn-link px-0" onClick={switchMode}>
          {mode === 'code' ? 'Use a recovery code instead' : 'Use an authentication code instead'}
        </button>
        <button type="button" className="btn btn-link px-0 text-body-secondary" onClick={onCancel}>
          Back to log in
        </button>
      </div>
    </>
  );
}
