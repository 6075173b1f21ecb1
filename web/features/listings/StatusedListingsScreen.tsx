import { useParams } from 'react-router';
import { PlannedScreen } from '../../components/PlannedScreen';

export default function StatusedListingsScreen() {
  const { status = '' } = useParams();
  const shown = status.replace(/[-_]/g, ' ');
  return (
    <PlannedScreen
      title={`Listings: ${shown}`}
      lead={`Your own listings with the status “${shown}”. Staff see every member’s.`}
      plans={['The listings in this status, newest first', 'The actions that fit the status: edit, submit, enable, disable or delete']}
    />
  );
}
