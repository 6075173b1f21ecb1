import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EMAIL_LINK_INVALID_QUERY } from '../../../contracts/auth/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { PageHeader } from '../../components/PageHeader';
import { session } from '../../app/session/sessionStore';
import { useSession } from '../../app/session/useSession';
import { EmailVerificationCard } from './EmailVerificationCard';
import { OnboardingSteps } from './OnboardingSteps';
import { PhoneVerificationCard } from './PhoneVerificationCard';

const [invalidKey, invalidValue] = EMAIL_LINK_INVALID_QUERY.split('=') as [string, string];

/** Contact verification. Once both are verified the guard moves the user on to the marketplace terms. */
export default function VerificationScreen() {
  const { user } = useSession();
  const [params] = useSearchParams();

  // The e-mail link is often opened in another tab or on the phone: check again whenever the user comes back.
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') void session.refresh();
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, []);

  if (!user) return null;
  return (
    <div className="onboarding-page">
      <OnboardingSteps current="verification" />
      <PageHeader
        title="Verify your e-mail and phone"
        lead="Buyers and sellers on Lexchange trust that every member can be reached. Confirm both contacts to continue — it takes a minute."
      />
      {params.get(invalidKey) === invalidValue ? (
        <FormAlert variant="warning">
          That verification link has expired or was sent to an address this account no longer uses. Send a new one below.
        </FormAlert>
      ) : null}
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <EmailVerificationCard user={user} />
        </div>
        <div className="col-12 col-lg-6">
          <PhoneVerificationCard user={user} />
        </div>
      </div>
    </div>
  );
}
