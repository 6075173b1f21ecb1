import { useSession } from '../../app/session/useSession';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { TwoFactorSection } from './TwoFactorSection';

/** Settings → Account: profile, password and two-factor authentication, each in its own card. */
export default function AccountTab() {
  const { user, isImpersonating } = useSession();
  // The full-access guard renders this tab only with a user.
  if (!user) return null;
  return (
    <div className="d-flex flex-column gap-4" style={{ maxWidth: '52rem' }}>
      <div className="card">
        <div className="card-body p-3 p-md-4">
          {/* Keyed by user, so the form starts from the saved profile after another account is taken over. */}
          <ProfileForm key={user.id} user={user} isImpersonating={isImpersonating} />
        </div>
      </div>
      <div className="card">
        <div className="card-body p-3 p-md-4">
          <PasswordForm locked={isImpersonating} />
        </div>
      </div>
      <div className="card">
        <div className="card-body p-3 p-md-4">
          <TwoFactorSection user={user} locked={isImpersonating} />
        </div>
      </div>
    </div>
  );
}
