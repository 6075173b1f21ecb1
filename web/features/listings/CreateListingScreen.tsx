import { ListingForm } from './form/ListingForm';

export default function CreateListingScreen() {
  return <ListingForm listing={null} />;
}
