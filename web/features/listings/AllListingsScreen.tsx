import { BrowseListings } from './BrowseListings';
import { EMPTY_FILTERS } from './listingFilters';

export default function AllListingsScreen() {
  return (
    <BrowseListings
      title="All listings"
      lead="Every active law practice for sale on Lexchange, anonymised until its seller approves you."
      filters={EMPTY_FILTERS}
    />
  );
}
