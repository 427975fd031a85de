import type { Notification } from '@showroom/api';
import { formatShopDate } from '@showroom/machines';
import { Badge, Button, Pagination, Skeleton, SkeletonGroup, StateMessage } from '@showroom/ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { shopDateTime } from '../../features/orders/orderItemAmounts.ts';
import { AccountLinks } from '../../features/profile/AccountLinks.tsx';
import { useNotifications, type MarkAllStatus } from '../../features/profile/useNotifications.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { NotificationFilter } from '../../services/accountService.ts';
import { useAppStore } from '../../services/ServicesContext.tsx';
import * as styles from '../../features/profile/Account.css.ts';
import * as list from '../../features/profile/Notifications.css.ts';

function filterOf(search: URLSearchParams): NotificationFilter {
  return search.get('show') === 'all' ? 'all' : 'unread';
}

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function markAllText(status: MarkAllStatus): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'marking':
      return status.total === 0
        ? 'Finding your unread notifications…'
        : `Marking ${status.marked} of ${status.total} as read…`;
    case 'done':
      return status.marked === 0
        ? 'There was nothing left to mark.'
        : `${status.marked === 1 ? 'The notification is' : `All ${status.marked} notifications are`} marked as read.`;
    case 'stopped':
      return `Marked ${status.marked} of ${status.total} as read, then stopped: ${status.message}`;
  }
}

interface ItemProps {
  readonly entry: Notification;
  readonly busy: boolean;
  readonly error: string | null;
  onMark(): void;
}

function NotificationItem({ entry, busy, error, onMark }: ItemProps) {
  const unread = entry.read_at === null;
  const titleId = `notification-${entry.id}`;
  return (
    <li className={[list.item, unread ? list.unread : ''].join(' ')} aria-labelledby={titleId}>
      <div className={list.itemBody}>
        <h2 className={list.itemTitle} id={titleId}>
          {entry.title}
          {unread ? (
            <Badge tone="brand" variant="solid" size="sm">
              Unread
            </Badge>
          ) : null}
        </h2>
        <p className={list.itemMessage}>{entry.message}</p>
        <p className={list.itemMeta}>
          <time dateTime={entry.created_at}>{shopDateTime(entry.created_at)}</time>
          {entry.read_at ? <span>Read {formatShopDate(entry.read_at)}</span> : null}
        </p>
        {error ? (
          <p className={list.itemMeta} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={list.itemActions}>
        {entry.link && entry.link.startsWith('/') ? (
          <Button asChild variant="link" size="sm">
            <PrefetchLink to={entry.link} aria-describedby={titleId}>
              View
            </PrefetchLink>
          </Button>
        ) : null}
        {unread ? (
          <Button variant="outline" size="sm" loading={busy} onClick={onMark} aria-describedby={titleId}>
            Mark as read
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** /notification (§2, auth required): the account's notifications, unread first, a page at a time. */
export function NotificationsPage(_props: PageProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const filter = filterOf(search);
  const page = pageOf(search);
  const pending = useAppStore('notifications', (state) => state.pending);
  const { list: loaded, reload, marking, markError, markOne, markAll, markAllRead } = useNotifications(filter, page);

  const go = (next: { show?: NotificationFilter; page?: number }) => {
    const params = new URLSearchParams();
    const show = next.show ?? filter;
    if (show === 'all') params.set('show', 'all');
    const to = next.page ?? 1;
    if (to > 1) params.set('page', String(to));
    const query = params.toString();
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' });
  };
  const hrefOf = (show: NotificationFilter) => (show === 'all' ? '/notification?show=all' : '/notification');

  const working = markAll.kind === 'marking';
  const anyUnread =
    (pending ?? 0) > 0 || (loaded.status === 'ready' && loaded.data.data.some((e) => e.read_at === null));

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <h1 className={styles.heading}>Notifications</h1>
        <p className={styles.lead}>Order updates and messages about your account, newest first.</p>
        <div className={list.toolbar}>
          <nav aria-label="Which notifications">
            <ul className={list.filters}>
              <li>
                <PrefetchLink
                  className={list.filter}
                  to={hrefOf('unread')}
                  aria-current={filter === 'unread' ? 'page' : undefined}
                >
                  Unread{pending !== null ? ` (${pending})` : ''}
                </PrefetchLink>
              </li>
              <li>
                <PrefetchLink
                  className={list.filter}
                  to={hrefOf('all')}
                  aria-current={filter === 'all' ? 'page' : undefined}
                >
                  All
                </PrefetchLink>
              </li>
            </ul>
          </nav>
          <Button
            variant="outline"
            onClick={() => void markAllRead()}
            loading={working}
            disabled={!anyUnread && !working}
          >
            Mark all as read
          </Button>
        </div>
        <p className={list.count} role="status">
          {markAllText(markAll)}
        </p>
        {(() => {
          switch (loaded.status) {
            case 'idle':
            case 'loading':
              return (
                <SkeletonGroup label="Loading your notifications">
                  <Skeleton variant="block" height="5rem" />
                  <Skeleton variant="block" height="5rem" />
                  <Skeleton variant="block" height="5rem" />
                </SkeletonGroup>
              );
            case 'error':
              return (
                <StateMessage
                  tone="error"
                  title={loaded.message}
                  description="Nothing is lost; this page could not reach them just now."
                  action={
                    <Button variant="outline" onClick={reload}>
                      Try again
                    </Button>
                  }
                />
              );
            case 'ready':
              if (loaded.data.total === 0) {
                return filter === 'unread' ? (
                  <StateMessage
                    tone="empty"
                    title="You're all caught up."
                    description="No unread notifications. Earlier ones are under All."
                    action={
                      <Button asChild variant="outline">
                        <PrefetchLink to={hrefOf('all')}>Show all notifications</PrefetchLink>
                      </Button>
                    }
                  />
                ) : (
                  <StateMessage
                    tone="empty"
                    title="No notifications yet."
                    description="Updates about your orders and messages will appear here."
                  />
                );
              }
              return (
                <>
                  <div className={list.listFrame}>
                    <ul
                      className={list.list}
                      aria-label={`${filter === 'unread' ? 'Unread notifications' : 'All notifications'}, page ${loaded.data.current_page} of ${loaded.data.last_page}`}
                    >
                      {loaded.data.data.map((entry) => (
                        <NotificationItem
                          key={entry.id}
                          entry={entry}
                          busy={marking.has(entry.id)}
                          error={markError?.id === entry.id ? markError.message : null}
                          onMark={() => void markOne(entry.id)}
                        />
                      ))}
                    </ul>
                  </div>
                  {filter === 'all' ? (
                    <p className={list.count}>
                      {loaded.data.total} {loaded.data.total === 1 ? 'notification' : 'notifications'}
                    </p>
                  ) : null}
                  {loaded.data.last_page > 1 ? (
                    <Pagination
                      label="Notification pages"
                      pagination={loaded.data}
                      onPageChange={(next) => go({ page: next })}
                    />
                  ) : null}
                </>
              );
          }
        })()}
      </div>
      <AccountLinks />
    </div>
  );
}
