import { PlannedScreen } from '../../components/PlannedScreen';

// Placeholder until the settings area lands.
export default function BuyerCustomizationTab() {
  return <PlannedScreen title="Buyer Customization" lead="The practices you are looking for: areas, states, size and price." plans={[]} />;
}
