import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Chat } from '../../../contracts/chats/chats';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { cx } from '../../lib/cx';
import { chatSubtitle, chatTitle, plainPreview, shortTime, STATUS_LABELS } from './chatLabels';
import { CHAT_KEYS, fetchChatPage, nextChatPage, uniqueChats } from './chatsApi';
import { InfiniteListEnd } from '../../components/InfiniteListEnd';
import { isAdmin } from '../../app/session/profile';
import { useSession } from '../../app/session/useSession';

/** Members are pointed to Get expert help; staff, who are the support, to Admin → Chats (issue #20.7). */
function NoConversations() {
  const staff = isAdmin(useSession().user);
  return (
    <EmptyState title="No conversations yet" icon="chat-left-text">
      {staff
        ? 'Members’ support requests and match conversations are under Admin → Chats.'
        : 'Ask to connect on a listing, or ask our team a question from Get expert help.'}
    </EmptyState>
  );
}

interface ChatListProps {
  scope: 'mine' | 'all';
  selectedId: number | null;
  hrefFor: (chatId: number) => string;
  empty?: React.ReactNode;
}

/** Chats, most recent first (staff's "all": support chats first), with unread badges and the last message. */
export function ChatList({ scope, selectedId, hrefFor, empty }: ChatListProps) {
  const query = useInfiniteQuery({
    queryKey: CHAT_KEYS.list(scope),
    queryFn: ({ pageParam }) => fetchChatPage(pageParam, scope),
    initialPageParam: 1,
    getNextPageParam: nextChatPage,
  });

  if (query.isPending) return <LoadingSkeleton variant="rows" count={6} label="Loading your conversations…" className="p-3" />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const chats = uniqueChats(query.data);
  if (chats.length === 0) {
    return empty ?? <NoConversations />;
  }
  return (
    <nav aria-label="Conversations" className="chat-list">
      <ul className="list-unstyled mb-0">
        {chats.map((chat) => (
          <li key={chat.id}>
            <ChatListItem chat={chat} href={hrefFor(chat.id)} selected={chat.id === selectedId} />
          </li>
        ))}
      </ul>
      <InfiniteListEnd
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        moreLabel="Load more conversations"
      />
    </nav>
  );
}

export function ChatListItem({ chat, href, selected }: { chat: Chat; href: string; selected: boolean }) {
  const status = STATUS_LABELS[chat.status];
  const unread = chat.unread_count > 0;
  const needsAnswer = chat.status === 'pending' && chat.can_answer;
  return (
    <Link
      to={href}
      className={cx('chat-list__item', selected && 'is-selected', unread && 'is-unread')}
      aria-current={selected ? 'page' : undefined}
    >
      <span className={cx('chat-list__icon', `text-${status.tone}`)} aria-hidden="true">
        <i className={`bi bi-${chat.type === 'support' ? 'life-preserver' : 'people'}`} />
      </span>
      <span className="chat-list__text">
        <span className="chat-list__top">
          <span className="chat-list__title text-truncate">{chatTitle(chat)}</span>
          {chat.last_message_at ? (
            <time className="chat-list__time" dateTime={chat.last_message_at}>
              {shortTime(chat.last_message_at)}
            </time>
          ) : null}
        </span>
        <span className="chat-list__subtitle text-truncate">{chatSubtitle(chat)}</span>
        <span className="chat-list__bottom">
          <span className="chat-list__preview text-truncate">
            {chat.last_message
              ? `${chat.last_message.sender.is_me ? 'You: ' : ''}${plainPreview(chat.last_message.body) || (chat.last_message.attachments.length ? 'Attachment' : '')}`
              : 'No messages yet'}
          </span>
          {needsAnswer ? (
            <span className="badge text-bg-warning">Answer request</span>
          ) : (
            <span className={`badge rounded-pill border text-${status.tone}-emphasis bg-${status.tone}-subtle`}>{status.label}</span>
          )}
          {unread ? (
            <span className="badge rounded-pill text-bg-primary" aria-label={`${chat.unread_count} unread`}>
              {chat.unread_count > 99 ? '99+' : chat.unread_count}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
