import { PlannedScreen } from '../../components/PlannedScreen';

export default function BookACallScreen() {
  return (
    <PlannedScreen
      title="Book a call"
      lead="Thirty minutes with a Lexchange expert about your sale, purchase or valuation."
      plans={['Our experts with their background and availability', 'Open 30-minute slots over the next 14 days, in your time zone', 'A calendar invitation by e-mail for you and the expert']}
    />
  );
}
