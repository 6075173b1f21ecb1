import { PlannedScreen } from '../../components/PlannedScreen';

export default function AllListingsScreen() {
  return (
    <PlannedScreen
      title="All listings"
      lead="Every active law practice for sale on Lexchange, anonymised until its seller approves you."
      plans={[
        'Listing cards with practice areas, state and metro, revenue band, asking price, attorneys and staff',
        'Usable-information and verification badges on each card',
        'Filters by practice area, state, revenue and price, saved as your buyer customization',
        'A star on each card to add it to your watch list',
      ]}
    />
  );
}
