import { Link } from 'react-router';
import { isAdmin } from '../../app/session/profile';
import { useSession } from '../../app/session/useSession';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { MyConversations } from './MyConversations';
import { ChatsSplitView } from './ChatsSplitView';
import { Conversation } from './Conversation';
import './chats.css';

/**
 * Members can open a support chat from here; staff are the support (they answer under Admin → Chats), so they are never
 * offered one (issue #20.7). Its own component, so that only it follows the session.
 */
function ContactSupport() {
  if (isAdmin(useSession().user)) return null;
  return (
    <Link to="/get-expert-help" className="btn btn-outline-primary btn-sm">
      <i className="bi bi-life-preserver me-2" aria-hidden="true" />
      Contact support
    </Link>
  );
}

/** /messages: the chat list beside the open conversation; at ≤ 1000 px, list then conversation with a back button. */
export default function MessagesScreen() {
  return (
    <div className="messages-screen">
      <ChatsSplitView
        basePath="/messages"
        header={
          <PageHeader
            title="Messages"
            lead="Your conversations with buyers, sellers and the Lexchange team."
            actions={<ContactSupport />}
          />
        }
        list={({ selectedId, hrefFor }) => <MyConversations selectedId={selectedId} hrefFor={hrefFor} />}
        conversation={({ chatId, onBack }) => <Conversation key={chatId ?? 'none'} chatId={chatId} onBack={onBack} />}
        placeholder={
          <EmptyState title="Choose a conversation" icon="chat-left-dots">
            Pick a chat on the left to read it and reply.
          </EmptyState>
        }
      />
    </div>
  );
}
