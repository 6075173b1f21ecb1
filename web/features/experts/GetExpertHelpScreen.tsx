import { PlannedScreen } from '../../components/PlannedScreen';

export default function GetExpertHelpScreen() {
  return (
    <PlannedScreen
      title="Get expert help"
      lead="Ask the Lexchange team anything about buying, selling or valuing a practice."
      plans={['Choose a topic and write your question', 'Your question opens a private chat with our team in Messages']}
    />
  );
}
