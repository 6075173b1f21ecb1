import { PlannedScreen } from '../../components/PlannedScreen';

export default function MessagesScreen() {
  return (
    <PlannedScreen
      title="Messages"
      lead="Your conversations with buyers, sellers and the Lexchange team."
      plans={['A chat for every match and every support request, unread ones first', 'Messages with attachments, delivered in real time', 'Accept or decline a buyer’s request to connect']}
    />
  );
}
