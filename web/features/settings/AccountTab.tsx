import { PlannedScreen } from '../../components/PlannedScreen';

// Placeholder until the settings area lands.
export default function AccountTab() {
  return <PlannedScreen title="Account" lead="Your name, photo, contact details, password and two-factor authentication." plans={[]} />;
}
