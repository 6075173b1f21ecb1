import { PlannedScreen } from '../../components/PlannedScreen';

export default function MyListingsScreen({ side }: { side: 'buyer' | 'seller' }) {
  if (side === 'seller') {
    return (
      <PlannedScreen
        eyebrow="Seller"
        title="My seller listings"
        lead="The practices you list, in every status from draft to sold."
        plans={[
          'Your listings grouped by status: draft, pending review, active, disabled',
          'Questionnaire progress and whether each listing has usable information',
          'Access requests from buyers to approve or decline',
          'The data-room log: which buyer opened which document, and when',
        ]}
      />
    );
  }
  return (
    <PlannedScreen
      eyebrow="Buyer"
      title="My buyer listings"
      lead="The listings you asked to see, and those whose sellers opened their details to you."
      plans={[
        'Access requests you sent and whether each seller approved them',
        'Listings whose confidential details and data room are open to you',
        'A shortcut to the chat and the deal for each approved listing',
      ]}
    />
  );
}
