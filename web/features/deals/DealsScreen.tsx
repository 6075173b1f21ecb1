import { PlannedScreen } from '../../components/PlannedScreen';

export default function DealsScreen({ side }: { side: 'buyer' | 'seller' }) {
  return (
    <PlannedScreen
      eyebrow={side === 'buyer' ? 'Buyer' : 'Seller'}
      title={side === 'buyer' ? 'Buyer deals' : 'Seller deals'}
      lead={
        side === 'buyer'
          ? 'The practices you are negotiating for, from introduction to closing.'
          : 'The buyers you are negotiating with, from introduction to closing.'
      }
      plans={[
        'A pipeline board from Introduction through NDA, due diligence and client notice to Closed',
        'Move a deal to its next stage; the other side is notified and the history is kept',
        'Your likelihood of closing for each deal',
      ]}
    />
  );
}
