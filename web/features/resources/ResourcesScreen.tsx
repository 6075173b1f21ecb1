import { PlannedScreen } from '../../components/PlannedScreen';

export default function ResourcesScreen({ side }: { side: 'buyer' | 'seller' }) {
  return (
    <PlannedScreen
      eyebrow={side === 'buyer' ? 'Buyer' : 'Seller'}
      title={side === 'buyer' ? 'Buyer resources' : 'Seller resources'}
      lead={
        side === 'buyer'
          ? 'Guides and templates for evaluating, financing and buying a law practice.'
          : 'Guides and templates for preparing, pricing and selling your practice.'
      }
      plans={['Articles written by our brokers and advisers', 'Templates to download, such as client notice letters and NDAs', 'New resources as the team publishes them']}
    />
  );
}
