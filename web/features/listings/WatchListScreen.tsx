import { PlannedScreen } from '../../components/PlannedScreen';

export default function WatchListScreen() {
  return (
    <PlannedScreen
      title="Watch list"
      lead="The listings you starred, so you can follow them in one place."
      plans={['Every listing you starred, with its latest figures and status', 'Remove a listing with one click', 'A note when a watched listing is withdrawn or sold']}
    />
  );
}
