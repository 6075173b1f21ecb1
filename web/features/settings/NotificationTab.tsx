import { PlannedScreen } from '../../components/PlannedScreen';

// Placeholder until the settings area lands.
export default function NotificationTab() {
  return <PlannedScreen title="Notification" lead="Which notifications also reach you by e-mail." plans={[]} />;
}
