import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

/** SPEC.md §2: the settings tabs, in order. */
export const SETTINGS_TABS = [
  { path: '/settings/account', label: 'Account', icon: 'person-circle' },
  { path: '/settings/notification', label: 'Notification', icon: 'bell' },
  { path: '/settings/buyer-customization', label: 'Buyer Customization', icon: 'search' },
  { path: '/settings/seller-customization', label: 'Seller Customization', icon: 'shop' },
] as const;

/** The settings area: a tab bar of links (scrolls sideways on narrow screens) over the current tab. */
export default function SettingsLayout() {
  return (
    <div className="settings-area">
      <PageHeader title="Settings" lead="Your account, your notifications, and what you want from a purchase or a sale." />
      <nav aria-label="Settings" className="mb-4">
        <ul className="nav nav-tabs flex-nowrap overflow-x-auto overflow-y-hidden">
          {SETTINGS_TABS.map((tab) => (
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
