import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Notification, NotificationList } from '../../../contracts/notifications/notifications';
import { UNREAD_COUNT_KEYS, useUnreadCounts } from '../../app/layout/useUnreadCounts';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { ReasonDialog } from '../../components/ReasonDialog';
import { isApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { onRealtimeNotification } from '../../lib/realtime/realtimeEvents';
import { notify } from '../../lib/toast';
import { InfiniteListEnd } from '../../components/InfiniteListEnd';
import {
  deleteNotification,
  fetchNotificationPage,
  internalPath,
  markNotificationsRead,
  nextNotificationPage,
  NOTIFICATION_LIST_KEY,
} from './notificationsApi';
import { Hint } from '../../components/Hint';
import { formatDateTime } from '../../lib/dates';

/** /notifications: newest first, unread ones marked; what is shown is marked read, so the counter follows. */
export default function NotificationsScreen() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: NOTIFICATION_LIST_KEY,
    queryFn: ({ pageParam }) => fetchNotificationPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextNotificationPage,
  });
  const notifications = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? []).flatMap((page) => page.data).filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  }, [query.data]);

  useEffect(() => onRealtimeNotification(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY })), [queryClient]);

  const setCount = (count: number) => queryClient.setQueryData(UNREAD_COUNT_KEYS.notifications, count);
  const markRead = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: setCount,
    onError: () => undefined,
  });

  // Seen = shown on the screen: the unread ones of every page that arrives are marked read once (they keep their unread look until the next visit).
  const marked = useRef(new Set<number>());
  useEffect(() => {
    const unseen = notifications.filter((item) => !item.read_at && !marked.current.has(item.id)).map((item) => item.id);
    if (unseen.length === 0) return;
    unseen.forEach((id) => marked.current.add(id));
    markRead.mutate({ ids: unseen });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable; runs once per new batch
  }, [notifications]);

  // Deleting cannot be undone, so the trash button only asks; the dialog's Delete does it.
  const [confirming, setConfirming] = useState<Notification | null>(null);
  const remove = useMutation({
    mutationFn: (notification: Notification) => deleteNotification(notification.id),
    onSettled: () => setConfirming(null),
    onSuccess: (_, removed) => {
      queryClient.setQueryData<InfiniteData<NotificationList>>(NOTIFICATION_LIST_KEY, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((item) => item.id !== removed.id) })) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEYS.notifications });
      notify('Notification deleted.', 'success');
    },
    onError: (error) => {
      if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
    },
  });

  const markAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: (count) => {
          setCount(count);
          queryClient.setQueryData<InfiniteData<NotificationList>>(NOTIFICATION_LIST_KEY, (data) =>
            data
              ? {
                  ...data,
                  pages: data.pages.map((page) => ({
                    ...page,
                    data: page.data.map((item) => ({ ...item, read_at: item.read_at ?? new Date().toISOString() })),
                  })),
                }
              : data,
          );
          notify('All notifications are marked read.', 'success');
        },
      },
    );

  // The server's unread count decides (what is shown is marked read at once, though it keeps its look until the
  // next visit, and unread ones may sit on pages not loaded yet); without a count, the loaded list does.
  const unreadCount = useUnreadCounts().notifications;
  const hasUnread = unreadCount !== null ? unreadCount > 0 : notifications.some((item) => !item.read_at);
  return (
    <div className="notifications-screen" style={{ maxWidth: '52rem' }}>
      <PageHeader
        title="Notifications"
        lead="What happened on your listings, deals and messages. Choose which ones also reach you by e-mail in Settings."
        actions={
          <>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={markAll} disabled={!hasUnread || markRead.isPending}>
              <i className="bi bi-check2-all me-2" aria-hidden="true" />
              Mark all read
            </button>
            <Link to="/settings/notification" className="btn btn-outline-secondary btn-sm">
              <i className="bi bi-gear me-2" aria-hidden="true" />
              E-mail settings
            </Link>
          </>
        }
      />
      {query.isPending ? (
        <LoadingSkeleton variant="rows" count={6} label="Loading your notifications…" />
      ) : query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : notifications.length === 0 ? (
        <EmptyState title="No notifications yet" icon="bell">
          When someone writes to you, answers a request or a deal moves, it shows here.
        </EmptyState>
      ) : (
        <div className="card">
          <ul className="list-group list-group-flush" aria-label="Notifications">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onDelete={() => setConfirming(notification)}
                deleting={remove.isPending && remove.variables?.id === notification.id}
              />
            ))}
          </ul>
          <InfiniteListEnd
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
            moreLabel="Load more notifications"
          />
        </div>
      )}
      {confirming ? (
        <ReasonDialog
          titleId="delete-notification-title"
          title="Delete this notification?"
          pending={remove.isPending}
          onCancel={() => setConfirming(null)}
          onSubmit={() => remove.mutate(confirming)}
          submitLabel="Delete"
          submitVariant="danger"
        >
          <p className="mb-1 fw-semibold">{confirming.subject}</p>
          <p className="mb-0 text-body-secondary">It is removed from your notifications for good; this cannot be undone.</p>
        </ReasonDialog>
      ) : null}
    </div>
  );
}

function NotificationItem({ notification, onDelete, deleting }: { notification: Notification; onDelete: () => void; deleting: boolean }) {
  const unread = !notification.read_at;
  const path = internalPath(notification.url);
  const content = (
    <>
      <span className="d-flex align-items-center gap-2">
        {unread ? <span className="badge rounded-pill text-bg-primary">New</span> : null}
        <span className={cx('text-body', unread ? 'fw-semibold' : 'fw-normal')}>{notification.subject}</span>
      </span>
      {notification.body ? <span className="d-block small text-body-secondary">{notification.body}</span> : null}
      <time className="d-block small text-body-secondary" dateTime={notification.created_at}>
        {formatDateTime(notification.created_at)}
      </time>
    </>
  );
  return (
    <li className={cx('list-group-item d-flex align-items-start gap-3 py-3', unread && 'bg-primary-subtle')}>
      <i className={cx('bi fs-5 mt-1', unread ? 'bi-bell-fill text-primary' : 'bi-bell text-body-secondary')} aria-hidden="true" />
      <div className="flex-grow-1 min-w-0">
        {path ? (
          <Link to={path} className="text-decoration-none d-block">
            {content}
          </Link>
        ) : (
          <div>{content}</div>
        )}
      </div>
      <Hint text="Delete">
        <button
          type="button"
          className="btn btn-sm btn-light"
          aria-label={`Delete notification: ${notification.subject}`}
          onClick={onDelete}
          disabled={deleting}
        >
          <i className="bi bi-trash" aria-hidden="true" />
        </button>
      </Hint>
    </li>
  );
}
