import { Link } from 'react-router';

/** The public legal pages of docs/product.md "Screens and routes", in the order the footer lists them. */
export const LEGAL_LINKS = [
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/confidentiality-terms', label: 'Confidentiality terms' },
  { to: '/success-fee-terms', label: 'Success fee terms' },
] as const;

/**
 * The one legal footer of the public, logged-out and onboarding layouts, led by the public market summary; each layout
 * styles it with its class.
 */
export function LegalFooter({ className }: { className: string }) {
  return (
    <footer className={className}>
      <Link to="/market/summary">What practices sell for</Link>
      {LEGAL_LINKS.map((link) => (
        <Link key={link.to} to={link.to}>
          {link.label}
        </Link>
      ))}
    </footer>
  );
}
