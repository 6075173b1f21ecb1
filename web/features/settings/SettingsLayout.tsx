import { Outlet } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

// Placeholder until the settings area lands: the title and the current tab.
export default function SettingsLayout() {
  return (
    <>
      <PageHeader title="Settings" lead="Your account, notifications and what you are looking for." />
      <Outlet />
    </>
  );
}
