import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { hasUserType, USER_TYPES, type UserTypeKey } from '../../../contracts/users/users';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useServerForm } from '../../components/form/useServerForm';
import { PageHeader } from '../../components/PageHeader';
import { cx } from '../../lib/cx';
import { session } from '../../app/session/sessionStore';
import { useSession } from '../../app/session/useSession';
import { MARKETPLACE_TERMS, MARKETPLACE_TERMS_VERSION } from './marketplaceTerms';
import { acceptMarketplaceTerms } from './contactVerificationApi';
import { OnboardingSteps } from './OnboardingSteps';

/** A line under each user type's label, so the choice is easy to make. */
export const USER_TYPE_DESCRIPTIONS: Record<UserTypeKey, string> = {
  buying: 'You want to acquire a firm, a practice area or a book of business.',
  selling: 'You own a practice and are planning a sale, a merger or your succession.',
  valuing: 'You want to know what your practice is worth before you decide anything.',
  other: 'You advise attorneys, invest, or are getting to know the market.',
};

interface TermsValues {
  user_type: UserTypeKey | '';
  accept: boolean;
}

export default function MarketplaceTermsScreen() {
  const { user } = useSession();
  const current = USER_TYPES.find((type) => hasUserType(user?.user_type) && type.key === user?.user_type)?.key ?? '';
  const {
    register,
    control,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<TermsValues>({ serverFields: ['user_type'], defaultValues: { user_type: current, accept: false } });
  const chosen = useWatch({ control, name: 'user_type' });

  if (!user) return null;

  const submit = submitWith(async (values) => {
    const profile = await acceptMarketplaceTerms(user, values.user_type);
    // The guard sends a fully onboarded user to the dashboard.
    session.setUser(profile);
  });

  return (
    <div className="onboarding-page">
      <OnboardingSteps current="terms" />
      <PageHeader
        title="Lexchange marketplace terms"
        lead="These terms govern every listing, introduction and deal on Lexchange. Please read them, then tell us how you will use the marketplace."
      />
      <section className="card terms-card mb-4" aria-labelledby="terms-title">
        <div className="card-header d-flex justify-content-between align-items-center flex-wrap gap-2">
          <h2 id="terms-title" className="h6 mb-0">
            Marketplace terms
          </h2>
          <span className="small text-body-secondary">{MARKETPLACE_TERMS_VERSION}</span>
        </div>
        {/* Focusable so keyboard users can scroll the terms. */}
        <div className="terms-card__body card-body" tabIndex={0} role="region" aria-label="Marketplace terms text">
          {MARKETPLACE_TERMS.map((section) => (
            <section key={section.heading} className="terms-card__section">
              <h3 className="h6">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </section>

      <form onSubmit={submit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <fieldset className="mb-4" aria-describedby={errors.user_type ? 'user-type-error' : undefined}>
          <legend className="h5">How will you use Lexchange?</legend>
          <p className="text-body-secondary small">This sets up your dashboard. You can change it later in Settings.</p>
          <div className="row g-3">
            {USER_TYPES.map((type) => (
              <div key={type.key} className="col-12 col-md-6">
                <label className={cx('choice-card', chosen === type.key && 'choice-card--selected')}>
                  <input
                    type="radio"
                    className="form-check-input"
                    value={type.key}
                    {...register('user_type', { required: 'Choose how you will use Lexchange.' })}
                  />
                  <span>
                    <span className="choice-card__label">{type.label}</span>
                    <span className="choice-card__text">{USER_TYPE_DESCRIPTIONS[type.key]}</span>
                  </span>
                </label>
              </div>
            ))}
          </div>
          {errors.user_type ? (
            <div id="user-type-error" className="invalid-feedback d-block" role="alert">
              {errors.user_type.message}
            </div>
          ) : null}
        </fieldset>
        <CheckboxField
          label={
            <>
              I have read and accept the Lexchange marketplace terms, the <Link to="/terms-and-conditions">terms and conditions</Link> and
              the <Link to="/confidentiality-terms">confidentiality terms</Link>.
            </>
          }
          error={errors.accept?.message}
          {...register('accept', { validate: (accepted) => accepted || 'Accept the marketplace terms to continue.' })}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Saving…" className="btn-lg">
          Accept and continue
        </SubmitButton>
      </form>
    </div>
  );
}
