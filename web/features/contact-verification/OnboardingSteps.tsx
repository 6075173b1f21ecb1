import { cx } from '../../lib/cx';

const STEPS = [
  { key: 'account', label: 'Create your account' },
  { key: 'verification', label: 'Verify e-mail and phone' },
  { key: 'terms', label: 'Accept the marketplace terms' },
] as const;

/** Where the user is on the way to the marketplace. */
export function OnboardingSteps({ current }: { current: 'verification' | 'terms' }) {
  const currentIndex = STEPS.findIndex((step) => step.key === current);
  return (
    <ol className="onboarding-steps" aria-label="Getting started">
      {STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <li
            key={step.key}
            className={cx('onboarding-steps__step', `onboarding-steps__step--${state}`)}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="onboarding-steps__marker" aria-hidden="true">
              {state === 'done' ? <i className="bi bi-check-lg" /> : index + 1}
            </span>
            <span className="onboarding-steps__label">
              {step.label}
              {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
