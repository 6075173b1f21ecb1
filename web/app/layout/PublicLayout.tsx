import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { LegalFooter } from '../../components/LegalFooter';
import { useSession } from '../session/useSession';

/** The public pages (legal texts, unsubscribe): brand, a way in, the page. */
export default function PublicLayout() {
  const { user } = useSession();
  return (
    <div className="public-layout">
      <header className="public-layout__bar">
        <Link to="/" aria-label="Lexchange home">
          <BrandMark />
        </Link>
        {user ? (
          <Link to="/dashboard" className="btn btn-sm btn-outline-primary">
            Go to your dashboard
          </Link>
        ) : (
          <div className="d-flex gap-2">
            <Link to="/login" className="btn btn-sm btn-outline-primary">
              Log in
            </Link>
            <Link to="/register" className="btn btn-sm btn-accent">
              Create account
            </Link>
          </div>
        )}
      </header>
      <main className="public-layout__main">
        <Outlet />
      </main>
      <LegalFooter className="public-layout__footer" />
    </div>
  );
}
