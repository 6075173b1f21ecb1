import { Outlet } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { TabNav } from '../../components/TabNav';

/** docs/product.md "Screens and routes": the settings tabs, in order. */
export const SETTINGS_TABS = [
  { path: '/settings/account', label: 'Account', icon: 'person-circle' },
  { path: '/settings/notification', label: 'Notification', icon: 'bell' },
  { path: '/settings/buyer-customization', label: 'Buyer Customization', icon: 'search' },
  { path: '/settings/seller-customization', label: 'Seller Customization', icon: 'shop' },
] as const;

/** The settings area: a tab bar of links (on a phone it wraps, so all four tabs show) over the current tab. */
export default function SettingsLayout() {
  return (
    <div className="settings-area">
      <PageHeader title="Settings" lead="Your account, your notifications, and what you want from a purchase or a sale." />
      <TabNav label="Settings" tabs={SETTINGS_TABS} wrap />
      <Outlet />
    </div>
  );
}
