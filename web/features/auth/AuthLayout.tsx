import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { LegalFooter } from '../../components/LegalFooter';

const promises = [
  {
    icon: 'shield-lock',
    title: 'Confidential by design',
    text: 'Your firm stays anonymous until you approve a buyer who has signed your confidentiality terms.',
  },
  {
    icon: 'patch-check',
    title: 'Verified counterparts',
    text: 'Identity, ownership and proof of funds are checked by our staff before numbers change hands.',
  },
  { icon: 'people', title: 'A broker at your side', text: 'Valuations, introductions and the path to closing, with experts a call away.' },
];

/** Logged-out screens: the promise of the product on one side, the form on the other. */
export default function AuthLayout() {
  return (
    <div className="auth-layout">
      <aside className="auth-layout__aside" aria-label="About Lexchange">
        <Link to="/login" className="auth-layout__brand" aria-label="Lexchange home">
          <BrandMark inverse />
        </Link>
        <div className="auth-layout__pitch">
          <h2 className="auth-layout__headline">The confidential marketplace for buying and selling law practices.</h2>
          <ul className="auth-layout__promises list-unstyled">
            {promises.map((promise) => (
              <li key={promise.title}>
                <i className={`bi bi-${promise.icon}`} aria-hidden="true" />
                <div>
                  <strong>{promise.title}</strong>
                  <span>{promise.text}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <p className="auth-layout__fineprint">Built for attorneys planning a sale, a succession or an acquisition.</p>
      </aside>
      <main className="auth-layout__main">
        <div className="auth-layout__mobile-brand">
          <BrandMark />
        </div>
        <div className="auth-layout__panel">
          <Outlet />
        </div>
        <LegalFooter className="auth-layout__footer" />
      </main>
    </div>
  );
}
