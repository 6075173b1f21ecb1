import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { Hint } from '../../components/Hint';
import type { Profile } from '../session/profile';
import { formatCount } from './useUnreadCounts';
import type { NavCounter } from './navItems';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  user: Profile;
  /** The help menu, next to the account menu. */
  help: ReactNode;
  counts: Record<NavCounter, number | null>;
  isMobileView: boolean;
  /** Whether the phone menu (an offcanvas, in the DOM only while open) is showing. */
  menuOpen: boolean;
  onOpenMenu: () => void;
}

function CounterLink({ to, icon, label, count }: { to: string; icon: string; label: string; count: number | null }) {
  const name = count ? `${label}: ${count} unread` : label;
  return (
    <Hint text={name} placement="bottom">
      <Link to={to} className="top-bar__icon" aria-label={name}>
        <i className={`bi bi-${icon}`} aria-hidden="true" />
        {count ? (
          <span className="top-bar__badge" aria-hidden="true">
            {formatCount(count)}
          </span>
        ) : null}
      </Link>
    </Hint>
  );
}

export function TopBar({ user, help, counts, isMobileView, menuOpen, onOpenMenu }: TopBarProps) {
  return (
    <header className="top-bar">
      {isMobileView ? (
        <button
          type="button"
          className="top-bar__menu-button"
          onClick={onOpenMenu}
          aria-label="Open the menu"
          aria-expanded={menuOpen}
          // The offcanvas is rendered only while open: pointing at a missing id is an invalid aria-controls.
          aria-controls={menuOpen ? 'app-offcanvas-nav' : undefined}
        >
          <i className="bi bi-list" aria-hidden="true" />
        </button>
      ) : null}
      <Link to="/dashboard" className="top-bar__brand" aria-label="Lexchange dashboard">
        <BrandMark inverse />
      </Link>
      <div className="top-bar__actions">
        <CounterLink to="/messages" icon="chat-left-text" label="Messages" count={counts.chats} />
        <CounterLink to="/notifications" icon="bell" label="Notifications" count={counts.notifications} />
        {help}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
