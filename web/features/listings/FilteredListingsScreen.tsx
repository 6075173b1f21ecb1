import { PlannedScreen } from '../../components/PlannedScreen';

export default function FilteredListingsScreen() {
  return (
    <PlannedScreen
      title="Filtered listings"
      lead="The listings that match the filters you chose."
      plans={['Results for your practice areas, states, revenue and price range', 'Adjust the filters without losing your place', 'Save the search to be notified of new listings that fit']}
    />
  );
}
