import { NavLink } from 'react-router';

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
}

/** A row of tab links with icons; the current route's tab is active. Scrolls sideways on narrow screens. */
export function TabNav({ label, tabs, listClassName }: TabNavProps) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className={`nav nav-tabs flex-nowrap overflow-x-auto${listClassName ? ` ${listClassName}` : ''}`}>
        {tabs.map((tab) => (
          <li key={tab.path} className="nav-item">
            <NavLink to={tab.path} className={({ isActive }) => `nav-link text-nowrap${isActive ? ' active' : ''}`}>
              <i className={`bi bi-${tab.icon} me-2`} aria-hidden="true" />
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
