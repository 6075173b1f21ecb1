import { useState } from 'react';
import { displayName } from '../../app/session/profile';
import { useSession } from '../../app/session/useSession';
import { leaveImpersonation } from './impersonation';

/**
 * Staff never act silently (docs/product.md "Roles"): while staff act as a user, a banner that cannot be dismissed says so on every page.
 * The flag is the session's, which comes from GET /api/impersonate/check after the profile loads.
 */
export default function ImpersonationBanner() {
  const { user, isImpersonating } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!isImpersonating || !user) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      await leaveImpersonation();
    } catch {
      // Server failures are toasted by the API client; the banner stays so staff can try again.
      setLeaving(false);
    }
  };

  return (
    <div
      className="impersonation-banner sticky-top bg-warning text-dark px-3 py-2 d-flex align-items-center justify-content-center gap-2"
      role="region"
      aria-label="Impersonation"
    >
      <i className="bi bi-incognito" aria-hidden="true" />
      <span>
        Acting as <strong>{displayName(user)}</strong> —{' '}
      </span>
      <button type="button" className="btn btn-sm btn-dark" onClick={leave} disabled={leaving}>
        {leaving ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        Leave
      </button>
    </div>
  );
}
