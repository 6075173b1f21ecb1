import { PlannedScreen } from '../../components/PlannedScreen';

export default function FindUsersScreen({ side }: { side: 'buyer' | 'seller' }) {
  if (side === 'buyer') {
    return (
      <PlannedScreen
        eyebrow="Buyer"
        title="Find a Seller"
        lead="Sellers with active listings, shown anonymously."
        plans={['Each seller’s anonymous id, verification level, practice areas and state', 'Send an introduction request; a chat opens when the seller accepts']}
      />
    );
  }
  return (
    <PlannedScreen
      eyebrow="Seller"
      title="Find a Buyer"
      lead="Buyers whose interests fit your listing, shown anonymously and ranked by fit."
      plans={['Each buyer’s anonymous id, verification level and what they are looking for', 'Send an introduction request; a chat opens when the buyer accepts']}
    />
  );
}
