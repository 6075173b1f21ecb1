import { useSearchParams } from 'react-router';
import { BrowseListings } from './BrowseListings';
import { filtersFromSearch } from './listingFilters';

export default function FilteredListingsScreen() {
  const [search] = useSearchParams();
  return (
    <BrowseListings title="Filtered listings" lead="The listings that match the filters you chose." filters={filtersFromSearch(search)} />
  );
}
