import { PlannedScreen } from '../../components/PlannedScreen';

// Placeholder until the settings area lands.
export default function SellerCustomizationTab() {
  return <PlannedScreen title="Seller Customization" lead="What you want from a sale: timeline, price and the buyers you prefer." plans={[]} />;
}
