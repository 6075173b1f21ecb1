import { PlannedScreen } from '../../components/PlannedScreen';

export default function CreateListingScreen() {
  return (
    <PlannedScreen
      eyebrow="Seller"
      title="Create listing"
      lead="List your practice confidentially: buyers see an anonymised summary until you approve them."
      plans={[
        'The seller questionnaire: practice areas, location, revenue, earnings, clients, billing and the rating questions',
        'Financial documents uploaded to a private data room',
        'Drafts saved as you go, with a progress indicator',
        'Submit for review by the Lexchange team',
      ]}
    />
  );
}
