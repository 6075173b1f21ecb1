import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { LegalFooter } from '../../components/LegalFooter';
import { useSession } from '../../app/session/useSession';
import { displayName } from '../../app/session/profile';
import { useLogOut } from '../../app/session/useLogOut';

/** /verification and /marketplace-terms: a calm, focused frame with a way out. */
export default function OnboardingLayout() {
  const { user } = useSession();
  const { leave, leaving } = useLogOut();

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
      <LegalFooter className="onboarding-layout__footer" />
    </div>
  );
}
