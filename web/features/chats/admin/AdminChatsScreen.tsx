import { useQuery } from '@tanstack/react-query';
import type { AdminChatInfo } from '../../../../contracts/chats/chats';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { cx } from '../../../lib/cx';
import { ChatList } from '../ChatList';
import { CHAT_KEYS, fetchAdminInfo, fetchAdminUnread } from '../chatsApi';
import { ChatsSplitView } from '../ChatsSplitView';
import { Conversation } from '../Conversation';
import '../chats.css';

const FIGURES: Array<{ key: keyof AdminChatInfo; label: string; icon: string }> = [
  { key: 'open_support_chats', label: 'Open support chats', icon: 'life-preserver' },
  { key: 'pending_matches', label: 'Pending match requests', icon: 'hourglass-split' },
  { key: 'accepted_matches', label: 'Accepted matches', icon: 'people' },
  { key: 'declined_matches', label: 'Declined requests', icon: 'x-circle' },
  { key: 'messages_today', label: 'Messages today', icon: 'chat-left-text' },
  { key: 'messages_last_7_days', label: 'Messages, last 7 days', icon: 'calendar-week' },
];

function AdminFigures() {
  const info = useQuery({ queryKey: CHAT_KEYS.adminInfo, queryFn: fetchAdminInfo });
  const unread = useQuery({ queryKey: CHAT_KEYS.adminUnread, queryFn: fetchAdminUnread });
  if (info.isPending) return <LoadingSkeleton variant="lines" count={2} label="Loading the chat figures…" className="mb-3" />;
  if (info.isError)
    return <ErrorState title="The chat figures could not be loaded." onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  return (
    <dl className="row g-2 mb-3 admin-chat-figures">
      <div className="col-6 col-md-4 col-xl">
        <div className={cx('card h-100', (unread.data ?? 0) > 0 && 'border-primary')}>
          <div className="card-body py-2 px-3">
            <dt className="small text-body-secondary fw-normal">
              <i className="bi bi-envelope-exclamation me-1" aria-hidden="true" />
              Unread support chats
            </dt>
            <dd className="h4 mb-0">{unread.data ?? info.data.unread_support_chats}</dd>
          </div>
        </div>
      </div>
      {FIGURES.map((figure) => (
        <div key={figure.key} className="col-6 col-md-4 col-xl">
          <div className="card h-100">
            <div className="card-body py-2 px-3">
              <dt className="small text-body-secondary fw-normal">
                <i className={`bi bi-${figure.icon} me-1`} aria-hidden="true" />
                {figure.label}
              </dt>
              <dd className="h4 mb-0">{info.data[figure.key].toLocaleString()}</dd>
            </div>
          </div>
        </div>
      ))}
    </dl>
  );
}

/** Admin → Chats: every chat, support chats first; staff read and reply as the Lexchange team. */
export default function AdminChatsScreen() {
  return (
    <div className="admin-chats">
      <ChatsSplitView
        basePath="/admin/chats"
        header={
          <>
            <PageHeader
              eyebrow="Staff"
              title="Chats"
              lead="Every conversation on Lexchange, support chats first: read them and reply as the Lexchange team."
            />
            <AdminFigures />
          </>
        }
        list={({ selectedId, hrefFor }) => (
          <ChatList
            scope="all"
            selectedId={selectedId}
            hrefFor={hrefFor}
            empty={
              <EmptyState title="No chats yet" icon="chat-left-text">
                Support requests and match conversations appear here as members start them.
              </EmptyState>
            }
          />
        )}
        conversation={({ chatId, onBack }) => <Conversation key={chatId ?? 'none'} chatId={chatId} asStaff onBack={onBack} />}
        placeholder={
          <EmptyState title="Choose a chat" icon="chat-left-dots">
            Support chats come first. Open one to read it and reply as the Lexchange team.
          </EmptyState>
        }
      />
      <p className="small text-body-secondary mt-2 mb-0">
        <i className="bi bi-shield-lock me-1" aria-hidden="true" />
        Every time staff open a buyer–seller chat, the read is logged with your name. Replies show as the Lexchange team.
      </p>
    </div>
  );
}
