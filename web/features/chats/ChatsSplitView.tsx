import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsMobileView } from '../../app/useIsMobileView';
import { cx } from '../../lib/cx';
import { onRealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { CHAT_KEYS, parseChatId } from './chatsApi';

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

interface ChatsSplitViewProps {
  /** The screen's path: chats open at `${basePath}?chat=<id>`, and Back returns to it. */
  basePath: string;
  /** Shown above the layout whenever the list is shown. */
  header?: ReactNode;
  list: (props: { selectedId: number | null; hrefFor: (id: number) => string }) => ReactNode;
  conversation: (props: { chatId: number | null; onBack: (() => void) | undefined }) => ReactNode;
  /** In the conversation pane when no chat is open. */
  placeholder: ReactNode;
}

/**
 * The chat list beside the open conversation (`?chat=`), kept live; at ≤ 1000 px, the list alone, then the
 * conversation alone with a back button.
 */
export function ChatsSplitView({ basePath, header, list, conversation, placeholder }: ChatsSplitViewProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isMobileView = useIsMobileView();
  useLiveChats();
  const hasChatParam = params.has('chat');
  const chatId = parseChatId(params.get('chat'));
  const showList = !isMobileView || !hasChatParam;
  const showConversation = !isMobileView || hasChatParam;
  return (
    <>
      {showList ? header : null}
      <div
        className={cx(
          'messages-layout',
          isMobileView && 'messages-layout--mobile',
          isMobileView && hasChatParam && 'messages-layout--conversation',
        )}
      >
        {showList ? (
          <div className="messages-layout__list card">{list({ selectedId: chatId, hrefFor: (id) => `${basePath}?chat=${id}` })}</div>
        ) : null}
        {showConversation ? (
          <div className="messages-layout__conversation card">
            {hasChatParam ? conversation({ chatId, onBack: isMobileView ? () => navigate(basePath) : undefined }) : placeholder}
          </div>
        ) : null}
      </div>
    </>
  );
}
