import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { formatPhone } from '../../../contracts/format/phone';
import { PHONE_CODE_LENGTH, PhoneCodeSchema, type PhoneCodeInput } from '../../../contracts/auth/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useServerForm } from '../../components/form/useServerForm';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatCountdown, useCooldown } from '../../lib/useCooldown';
import type { Profile } from '../../app/session/profile';
import { session } from '../../app/session/sessionStore';
import { ChangeContactForm } from './ChangeContactForm';
import { ContactStatus } from './ContactStatus';
import { sendPhoneCode, verifyPhoneCode } from './contactVerificationApi';

/** The server allows one text a minute. */
export const PHONE_RESEND_COOLDOWN_SECONDS = 60;

export function PhoneVerificationCard({ user }: { user: Profile }) {
  const verified = Boolean(user.phone_verified_at);
  const cooldown = useCooldown();
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [changing, setChanging] = useState(false);
  const {
    register,
    submitWith,
    formError,
    setFormError,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useServerForm<PhoneCodeInput>({ serverFields: ['code'], resolver: zodResolver(PhoneCodeSchema), defaultValues: { code: '' } });

  const send = async () => {
    setSending(true);
    setFormError(null);
    try {
      notify(await sendPhoneCode(), 'success');
      setCodeSent(true);
      cooldown.start(PHONE_RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setFormError(error.message);
        cooldown.start(error.retryAfter ?? PHONE_RESEND_COOLDOWN_SECONDS);
      } else if (isApiError(error) && error.status !== null && error.status < 500) {
        setFormError(error.message);
      }
    } finally {
      setSending(false);
    }
  };

  const verify = submitWith(
    async ({ code }) => {
      notify(await verifyPhoneCode(code), 'success');
      reset();
      await session.refresh({ showError: true });
    },
    (message) => {
      if (message) setError('code', { type: 'server', message }, { shouldFocus: true });
      return null;
    },
  );

  return (
    <section className="card verification-card h-100" aria-labelledby="phone-verification-title">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-3">
          <h2 id="phone-verification-title" className="h5 mb-0">
            <i className="bi bi-phone me-2 text-primary" aria-hidden="true" />
            Mobile phone
          </h2>
          <ContactStatus verified={verified} />
        </div>
        <p className="verification-card__contact">{formatPhone(user.phone)}</p>
        {verified ? (
          <p className="text-body-secondary mb-0">Thank you — this number is confirmed.</p>
        ) : (
          <>
            <p className="text-body-secondary">We text a {PHONE_CODE_LENGTH}-digit code to this number. It works once, for 10 minutes.</p>
            <FormAlert>{formError}</FormAlert>
            <button type="button" className="btn btn-outline-primary mb-3" onClick={send} disabled={sending || cooldown.remaining > 0}>
              {sending ? (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              ) : (
                <i className="bi bi-chat-dots me-2" aria-hidden="true" />
              )}
              {cooldown.remaining > 0
                ? `Send a new code in ${formatCountdown(cooldown.remaining)}`
                : codeSent
                  ? 'Send a new code'
                  : 'Send code'}
            </button>
            {codeSent ? (
              <form onSubmit={verify} noValidate>
                <TextField
                  label={`${PHONE_CODE_LENGTH}-digit code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={PHONE_CODE_LENGTH}
                  autoFocus
                  className="code-input"
                  fieldClassName="mb-0"
                  error={errors.code?.message}
                  append={
                    <SubmitButton busy={isSubmitting} busyLabel="Checking…">
                      Verify
                    </SubmitButton>
                  }
                  {...register('code')}
                />
              </form>
            ) : null}
            {changing ? (
              <ChangeContactForm kind="phone" onDone={() => setChanging(false)} />
            ) : (
              <p className="small mt-3 mb-0">
                Wrong number?{' '}
                <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => setChanging(true)}>
                  Change your phone number
                </button>
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
