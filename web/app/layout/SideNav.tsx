import { NavLink } from 'react-router';
import { cx } from '../../lib/cx';
import { formatCount } from './useUnreadCounts';
import type { NavCounter, NavSection } from './navItems';

interface SideNavProps {
  sections: NavSection[];
  counts: Record<NavCounter, number | null>;
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

export function SideNav({ sections, counts, onNavigate }: SideNavProps) {
  return (
    <nav className="side-nav" aria-label="Main">
      {sections.map((section) => (
        <div key={section.title} className="side-nav__section">
          <p className="side-nav__title">{section.title}</p>
          <ul className="list-unstyled mb-0">
            {section.items.map((item) => {
              const count = item.counter ? counts[item.counter] : null;
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={onNavigate}
                    aria-label={count ? `${item.label}, ${count} unread` : undefined}
                    className={({ isActive }) => cx('side-nav__link', isActive && 'active')}
                  >
                    <i className={`bi bi-${item.icon}`} aria-hidden="true" />
                    <span className="side-nav__label">{item.label}</span>
                    {count ? (
                      <span className="badge rounded-pill side-nav__badge" aria-hidden="true">
                        {formatCount(count)}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
