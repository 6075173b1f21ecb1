import { PlannedScreen } from '../../components/PlannedScreen';

export default function EditListingScreen() {
  return (
    <PlannedScreen
      eyebrow="Seller"
      title="Edit listing"
      lead="Change the answers and documents of one of your listings."
      plans={['Every questionnaire answer, editable, with changes saved as you go', 'Add or remove financial documents', 'Staff feedback on what to change before the listing goes live']}
    />
  );
}
