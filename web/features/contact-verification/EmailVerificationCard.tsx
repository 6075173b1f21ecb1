import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatCountdown, useCooldown } from '../../lib/useCooldown';
import type { Profile } from '../../app/session/profile';
import { session } from '../../app/session/sessionStore';
import { ChangeContactForm } from './ChangeContactForm';
import { ContactStatus } from './ContactStatus';
import { resendVerificationEmail } from './contactVerificationApi';

/** How long the resend button rests after a link is sent. */
export const EMAIL_RESEND_COOLDOWN_SECONDS = 60;

export function EmailVerificationCard({ user }: { user: Profile }) {
  const verified = Boolean(user.email_verified_at);
  const cooldown = useCooldown();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [changing, setChanging] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      notify(await resendVerificationEmail(), 'success');
      cooldown.start(EMAIL_RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        notify(error.message, 'warning');
        cooldown.start(error.retryAfter ?? EMAIL_RESEND_COOLDOWN_SECONDS);
      } else if (isApiError(error) && error.status !== null && error.status < 500) {
        notify(error.message, 'warning');
      }
    } finally {
      setSending(false);
    }
  };

  const checkAgain = async () => {
    setChecking(true);
    await session.refresh({ showError: true });
    setChecking(false);
  };

  return (
    <section className="card verification-card h-100" aria-labelledby="email-verification-title">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-3">
          <h2 id="email-verification-title" className="h5 mb-0">
            <i className="bi bi-envelope me-2 text-primary" aria-hidden="true" />
            E-mail address
          </h2>
          <ContactStatus verified={verified} />
        </div>
        <p className="verification-card__contact">{user.email}</p>
        {verified ? (
          <p className="text-body-secondary mb-0">Thank you — this address is confirmed.</p>
        ) : (
          <>
            <p className="text-body-secondary">
              We sent a verification link to this address. Open it on any device; this page notices when you come back. The link works for
              60 minutes.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={resend}
                disabled={sending || cooldown.remaining > 0}
                aria-live="polite"
              >
                {sending ? (
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                ) : (
                  <i className="bi bi-send me-2" aria-hidden="true" />
                )}
                {cooldown.remaining > 0 ? `Resend in ${formatCountdown(cooldown.remaining)}` : 'Resend the link'}
              </button>
              <button type="button" className="btn btn-link" onClick={checkAgain} disabled={checking}>
                I have opened the link
              </button>
            </div>
            {changing ? (
              <ChangeContactForm kind="email" onDone={() => setChanging(false)} />
            ) : (
              <p className="small mt-3 mb-0">
                Wrong address?{' '}
                <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => setChanging(true)}>
                  Change your e-mail address
                </button>
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
