import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useIsMobileView } from '../../app/useIsMobileView';
import { onRealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { cx } from '../../lib/cx';
import { ChatList } from './ChatList';
import { CHAT_KEYS, parseChatId } from './chatsApi';
import { Conversation } from './Conversation';
import './chats.css';

/** Refetches the chats and the open conversation whenever the private channel says something happened. */
export function useLiveChats() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeNotification(() => {
        void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.all });
        void queryClient.invalidateQueries({ queryKey: ['messages'] });
      }),
    [queryClient],
  );
}

/** /messages: the chat list beside the open conversation; at ≤ 1000 px, list then conversation with a back button. */
export default function MessagesScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isMobileView = useIsMobileView();
  useLiveChats();
  const hasChatParam = params.has('chat');
  const chatId = parseChatId(params.get('chat'));
  const showList = !isMobileView || !hasChatParam;
  const showConversation = !isMobileView || hasChatParam;

  return (
    <div className="messages-screen">
      {showList ? (
        <PageHeader
          title="Messages"
          lead="Your conversations with buyers, sellers and the Lexchange team."
          actions={
            <Link to="/get-expert-help" className="btn btn-outline-primary btn-sm">
              <i className="bi bi-life-preserver me-2" aria-hidden="true" />
              Contact support
            </Link>
          }
        />
      ) : null}
      <div className={cx('messages-layout', isMobileView && 'messages-layout--mobile', isMobileView && hasChatParam && 'messages-layout--conversation')}>
        {showList ? (
          <div className="messages-layout__list card">
            <ChatList scope="mine" selectedId={chatId} hrefFor={(id) => `/messages?chat=${id}`} />
          </div>
        ) : null}
        {showConversation ? (
          <div className="messages-layout__conversation card">
            {hasChatParam ? (
              <Conversation key={chatId ?? 'none'} chatId={chatId} onBack={isMobileView ? () => navigate('/messages') : undefined} />
            ) : (
              <EmptyState title="Choose a conversation" icon="chat-left-dots">
                Pick a chat on the left to read it and reply.
              </EmptyState>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
