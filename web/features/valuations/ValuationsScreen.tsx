import { PlannedScreen } from '../../components/PlannedScreen';

export default function ValuationsScreen({ side }: { side: 'buyer' | 'seller' }) {
  return (
    <PlannedScreen
      eyebrow={side === 'buyer' ? 'Buyer' : 'Seller'}
      title={side === 'buyer' ? 'Buyer valuations' : 'Seller valuations'}
      lead={side === 'buyer' ? 'Valuations of the listings you have access to.' : 'The valuations of your own practice.'}
      plans={['Every valuation with its range, method and date', 'Expert valuation reports to download', 'The status of valuations you asked our experts for']}
    />
  );
}
