import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { CHAT_MESSAGES, type Chat } from '../../../contracts/chats/chats';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { isApiError } from '../../lib/api';
import { VerificationBadge } from '../../components/VerificationBadge';
import { chatSubtitle, chatTitle, STATUS_LABELS } from './chatLabels';
import { CHAT_KEYS, fetchChat, fetchMessages, markChatReadLocally, messagesOldestFirst, nextMessagesCursor } from './chatsApi';
import { InfiniteListEnd } from '../../components/InfiniteListEnd';
import { MatchRequestCard } from './MatchRequestCard';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';

interface ConversationProps {
  /** null when the address names no valid chat: docs/product.md "Validation and display"'s `Chat ID is required.` */
  chatId: number | null;
  /** At ≤ 1000 px the list and the conversation are two screens; this goes back to the list. */
  onBack?: () => void;
  asStaff?: boolean;
}

/** A 4xx says what is wrong (e.g. `Chat ID is required.`, a chat you are not in); anything else is the generic failure. */
const failureTitle = (error: unknown): string | undefined =>
  isApiError(error) && error.status !== null && error.status < 500 && error.status !== 404
    ? error.message
    : isApiError(error) && error.status === 404
      ? CHAT_MESSAGES.chatNotFound
      : undefined;

export function Conversation({ chatId, onBack, asStaff = false }: ConversationProps) {
  const queryClient = useQueryClient();
  const chat = useQuery({ queryKey: CHAT_KEYS.one(chatId ?? 0), queryFn: () => fetchChat(chatId!), enabled: chatId !== null });
  const messages = useInfiniteQuery({
    queryKey: CHAT_KEYS.messages(chatId),
    queryFn: async ({ pageParam }) => {
      const page = await fetchMessages(chatId, pageParam);
      if (pageParam === undefined && chatId) markChatReadLocally(queryClient, chatId);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextMessagesCursor,
    staleTime: 0,
  });
  const list = useMemo(() => messagesOldestFirst(messages.data), [messages.data]);
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef({ firstId: 0, lastId: 0, height: 0 });

  // Newest at the bottom: follow new messages; when older ones load above, keep what the reader was looking at.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const firstId = list[0]?.id ?? 0;
    const lastId = list.at(-1)?.id ?? 0;
    const before = previous.current;
    if (lastId !== before.lastId) element.scrollTop = element.scrollHeight;
    else if (firstId !== before.firstId && before.height) element.scrollTop += element.scrollHeight - before.height;
    previous.current = { firstId, lastId, height: element.scrollHeight };
  }, [list]);

  const header = <ConversationHeader chat={chat.data} onBack={onBack} />;

  if (chatId === null || (messages.isError && !messages.data)) {
    const error = chatId === null ? null : messages.error;
    return (
      <section className="conversation" aria-label="Conversation">
        {onBack ? header : null}
        <ErrorState
          title={chatId === null ? CHAT_MESSAGES.chatIdRequired : failureTitle(error)}
          onRetry={chatId === null ? undefined : () => void messages.refetch()}
          retrying={messages.isFetching}
        />
      </section>
    );
  }

  const declined = chat.data?.status === 'declined';
  return (
    <section className="conversation" aria-label={chat.data ? `Conversation: ${chatTitle(chat.data)}` : 'Conversation'}>
      {header}
      {chat.data?.status === 'pending' ? (
        <div className="conversation__notice">
          <MatchRequestCard chat={chat.data} />
        </div>
      ) : null}
      <div ref={scroller} className="conversation__messages" tabIndex={0} aria-label="Messages" role="log" aria-live="polite">
        {messages.isPending ? (
          <LoadingSkeleton variant="lines" count={6} label="Loading messages…" />
        ) : (
          <>
            <InfiniteListEnd
              hasMore={messages.hasNextPage}
              loading={messages.isFetchingNextPage}
              failed={messages.isFetchNextPageError}
              onLoadMore={() => void messages.fetchNextPage()}
              moreLabel="Load older messages"
              root={scroller}
            />
            {list.length === 0 ? <p className="text-center text-body-secondary my-4">No messages yet. Say hello.</p> : null}
            {list.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </>
        )}
      </div>
      {declined ? (
        <p className="conversation__closed small text-body-secondary mb-0">{CHAT_MESSAGES.declinedClosed}</p>
      ) : chatId ? (
        <MessageComposer
          chatId={chatId}
          asStaff={asStaff}
          onSent={() => {
            void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.messages(chatId) });
            void queryClient.invalidateQueries({ queryKey: ['chats', 'list'] });
          }}
        />
      ) : null}
    </section>
  );
}

function ConversationHeader({ chat, onBack }: { chat: Chat | undefined; onBack?: () => void }) {
  const status = chat ? STATUS_LABELS[chat.status] : null;
  // In a match, the other side's level is what the reader weighs (docs/product.md "Verification": counterparts see badges).
  const counterpart =
    chat?.type === 'match' ? chat.members.find((member) => member.role !== chat.my_role && member.verification_level) : undefined;
  return (
    <header className="conversation__header">
      {onBack ? (
        <button type="button" className="btn btn-light btn-sm" onClick={onBack} aria-label="Back to conversations">
          <i className="bi bi-arrow-left" aria-hidden="true" />
        </button>
      ) : null}
      <div className="conversation__title">
        <h2 className="h6 mb-0 text-truncate">{chat ? chatTitle(chat) : 'Conversation'}</h2>
        {chat ? (
          <p className="small text-body-secondary mb-0 text-truncate">
            {chat.listing && chat.type === 'match' ? (
              <Link to={`/listings/details/${chat.listing.id}`}>{chatSubtitle(chat)}</Link>
            ) : (
              chatSubtitle(chat)
            )}
          </p>
        ) : null}
      </div>
      {counterpart ? <VerificationBadge level={counterpart.verification_level} className="ms-auto d-none d-sm-inline-flex" /> : null}
      {status ? (
        <span className={`badge rounded-pill border text-${status.tone}-emphasis bg-${status.tone}-subtle ${counterpart ? '' : 'ms-auto'}`}>
          {status.label}
        </span>
      ) : null}
    </header>
  );
}
