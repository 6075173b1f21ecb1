import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { ChatListItem } from './ChatList';
import { CHAT_KEYS, fetchActiveMatches } from './chatsApi';

/** The member's accepted matches (GET /chats/active-matches): the buyers and sellers they are working with now. */
export function ActiveMatchesList({ selectedId, hrefFor }: { selectedId: number | null; hrefFor: (chatId: number) => string }) {
  const query = useQuery({ queryKey: CHAT_KEYS.activeMatches, queryFn: fetchActiveMatches });
  if (query.isPending) return <LoadingSkeleton variant="rows" count={4} label="Loading your matches…" className="p-3" />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title="No accepted matches yet"
        icon="people"
        action={
          <Link to="/all-listings" className="btn btn-sm btn-outline-primary">
            Browse listings
          </Link>
        }
      >
        When a seller accepts a request to connect, the match shows here with its conversation.
      </EmptyState>
    );
  }
  return (
    <nav aria-label="Active matches" className="chat-list">
      <ul className="list-unstyled mb-0">
        {query.data.map((chat) => (
          <li key={chat.id}>
            <ChatListItem chat={chat} href={hrefFor(chat.id)} selected={chat.id === selectedId} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
