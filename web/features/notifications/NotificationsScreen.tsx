import { PlannedScreen } from '../../components/PlannedScreen';

export default function NotificationsScreen() {
  return (
    <PlannedScreen
      title="Notifications"
      lead="What happened on your listings, deals and messages while you were away."
      plans={['Every notification, newest first, with a link to what it is about', 'Delete the ones you no longer need', 'Choose which ones also reach you by e-mail in Settings']}
    />
  );
}
