import { PlannedScreen } from '../../components/PlannedScreen';

export default function GetVerifiedScreen() {
  return (
    <PlannedScreen
      title="Get verified"
      lead="Show counterparts who you are and what you can do. Verified members get answers faster."
      plans={[
        'Identity Verified: a government ID',
        'Owner Verified: proof of firm ownership and bar membership',
        'Valuation Verified: a completed Lexchange valuation',
        'Funds Verified: proof of funds or a financing letter',
      ]}
    />
  );
}
