import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import './tabNav.css';

export interface TabNavItem {
  path: string;
  label: string;
  /** Bootstrap Icons name, without the `bi-` prefix. */
  icon: string;
}

interface TabNavProps {
  /** The nav landmark's accessible name. */
  label: string;
  tabs: readonly TabNavItem[];
  /** Extra classes for the tab list (e.g. `overflow-y-hidden`). */
  listClassName?: string;
  /**
   * On a phone, wrap onto a second line (icons left out) instead of scrolling sideways: for a row with a menu at its end
   * (`children`), which a scrolling row would clip.
   */
  wrap?: boolean;
  /** Items after the tabs, each an `<li className="nav-item">` (e.g. a "More" dropdown). */
  children?: ReactNode;
}

/** A row of tab links with icons; the current route's tab is active. Scrolls sideways on narrow screens unless `wrap`. */
export function TabNav({ label, tabs, listClassName, wrap = false, children }: TabNavProps) {
  const layout = wrap ? 'tab-nav--wrap' : 'flex-nowrap overflow-x-auto';
  return (
    <nav aria-label={label} className="mb-4">
      <ul className={`nav nav-tabs ${layout}${listClassName ? ` ${listClassName}` : ''}`}>
        {tabs.map((tab) => (
          <li key={tab.path} className="nav-item">
            <NavLink to={tab.path} className={({ isActive }) => `nav-link text-nowrap${isActive ? ' active' : ''}`}>
              <i className={`bi bi-${tab.icon} me-2${wrap ? ' d-none d-sm-inline' : ''}`} aria-hidden="true" />
              {tab.label}
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
