import { PlannedScreen } from '../../components/PlannedScreen';

export default function GetValuationScreen() {
  return (
    <PlannedScreen
      title="Get a valuation"
      lead="Find out what your practice is worth, instantly or from one of our experts."
      plans={[
        'An instant estimate from your revenue and earnings, with the method shown line by line',
        'A low, middle and high value, and what moves your practice within the range',
        'Ask for an expert valuation with a written report',
      ]}
    />
  );
}
