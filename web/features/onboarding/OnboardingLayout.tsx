import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { useSession } from '../../app/session/useSession';
import { displayName } from '../../app/session/profile';
import { logOut } from '../auth/logout';

/** /verification and /marketplace-terms: a calm, focused frame with a way out. */
export default function OnboardingLayout() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    if (await logOut()) navigate('/login', { replace: true });
    else setLeaving(false);
  };

  return (
    <div className="onboarding-layout">
      <header className="onboarding-layout__bar">
        <Link to="/" aria-label="Lexchange home">
          <BrandMark />
        </Link>
        <div className="d-flex align-items-center gap-3">
          {user ? <span className="d-none d-sm-inline text-body-secondary small">{displayName(user)}</span> : null}
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={leave} disabled={leaving}>
            <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
            Log out
          </button>
        </div>
      </header>
      <main className="onboarding-layout__main">
        <Outlet />
      </main>
      <footer className="onboarding-layout__footer">
        <Link to="/terms-and-conditions">Terms and conditions</Link>
        <Link to="/privacy-policy">Privacy policy</Link>
        <Link to="/confidentiality-terms">Confidentiality terms</Link>
      </footer>
    </div>
  );
}
