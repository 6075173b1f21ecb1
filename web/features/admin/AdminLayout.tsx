import { NavLink, Outlet } from 'react-router';

/** SPEC.md §2: the admin area's tabs. */
export const ADMIN_TABS = [
  { path: '/admin/users', label: 'Users', icon: 'people' },
  { path: '/admin/verifications', label: 'Verifications', icon: 'patch-check' },
  { path: '/admin/valuations', label: 'Valuations', icon: 'calculator' },
  { path: '/admin/listings', label: 'Listings', icon: 'briefcase' },
  { path: '/admin/chats', label: 'Chats', icon: 'chat-left-text' },
] as const;

/** The staff area: a tab bar over the current tab's screen. */
export default function AdminLayout() {
  return (
    <div className="admin-area">
      <nav aria-label="Staff area" className="mb-4">
        <ul className="nav nav-tabs flex-nowrap overflow-x-auto">
          {ADMIN_TABS.map((tab) => (
            <li key={tab.path} className="nav-item">
              <NavLink to={tab.path} className={({ isActive }) => `nav-link text-nowrap${isActive ? ' active' : ''}`}>
                <i className={`bi bi-${tab.icon} me-2`} aria-hidden="true" />
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
