import { Outlet } from 'react-router';
import { TabNav } from '../../components/TabNav';

/** SPEC.md §2: the admin area's tabs. */
export const ADMIN_TABS = [
  { path: '/admin/users', label: 'Users', icon: 'people' },
  { path: '/admin/verifications', label: 'Verifications', icon: 'patch-check' },
  { path: '/admin/valuations', label: 'Valuations', icon: 'calculator' },
  { path: '/admin/listings', label: 'Listings', icon: 'briefcase' },
  { path: '/admin/chats', label: 'Chats', icon: 'chat-left-text' },
  { path: '/admin/experts', label: 'Experts', icon: 'telephone' },
] as const;

/** The staff area: a tab bar over the current tab's screen. */
export default function AdminLayout() {
  return (
    <div className="admin-area">
      <TabNav label="Staff area" tabs={ADMIN_TABS} />
      <Outlet />
    </div>
  );
}
