import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { TabNav } from '../../components/TabNav';
import { fetchOutboxChannels, outboxKeys } from './outbox/outboxApi';

/** docs/product.md "Screens and routes": the admin area's tabs. */
export const ADMIN_TABS = [
  { path: '/admin/users', label: 'Users', icon: 'people' },
  { path: '/admin/verifications', label: 'Verifications', icon: 'patch-check' },
  { path: '/admin/valuations', label: 'Valuations', icon: 'calculator' },
  { path: '/admin/listings', label: 'Listings', icon: 'briefcase' },
  { path: '/admin/chats', label: 'Chats', icon: 'chat-left-text' },
  { path: '/admin/experts', label: 'Experts', icon: 'telephone' },
  { path: '/admin/client-notices', label: 'Client notices', icon: 'envelope-paper' },
  { path: '/admin/closing-template', label: 'Closing template', icon: 'list-check' },
] as const;

/** Only while e-mails or texts are written to DATA_DIR instead of sent (issue #36). */
export const OUTBOX_TAB = { path: '/admin/outbox', label: 'Outbox', icon: 'mailbox' } as const;

/** The staff area: a tab bar over the current tab's screen. */
export default function AdminLayout() {
  const outbox = useQuery({ queryKey: outboxKeys.channels, queryFn: ({ signal }) => fetchOutboxChannels(signal), staleTime: Infinity });
  const tabs = outbox.data?.mail || outbox.data?.sms ? [...ADMIN_TABS, OUTBOX_TAB] : ADMIN_TABS;
  return (
    <div className="admin-area">
      <TabNav label="Staff area" tabs={tabs} />
      <Outlet />
    </div>
  );
}
