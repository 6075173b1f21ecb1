import { PlannedScreen } from '../../components/PlannedScreen';

export default function ListingDetailsScreen() {
  return (
    <PlannedScreen
      title="Listing details"
      lead="One practice for sale, in as much detail as its seller has opened to you."
      plans={[
        'The anonymised summary: practice areas, region, revenue band, price, team size',
        'Confidential details and the data room once the seller approves your request',
        'Request access, add to your watch list, or message the seller',
      ]}
    />
  );
}
