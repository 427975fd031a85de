import { useCallback, useState } from 'react';
import { accountServiceOf, type NotificationFilter } from '../../services/accountService.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useLoadable } from '../../state/useLoadable.ts';
import { failureMessage } from '../forms/formErrors.ts';

export const NOTIFICATIONS_NOT_LOADED = 'Your notifications could not be loaded.';
export const NOTIFICATION_NOT_MARKED = 'The notification could not be marked as read. Please try again.';

/** Where "mark all as read" is: working through the queue, or done (fully or not). */
export type MarkAllStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'marking'; readonly marked: number; readonly total: number }
  | { readonly kind: 'done'; readonly marked: number }
  | { readonly kind: 'stopped'; readonly marked: number; readonly total: number; readonly message: string };

/**
 * One page of notifications (§3 record) for a filter, with marking one or all as read. A mark
 * confirmed by the server shows at once in the list and in the header's count.
 */
export function useNotifications(filter: NotificationFilter, page: number) {
  const services = useServices();
  const account = accountServiceOf(services);
  const listNotifications = useCallback(() => account.listNotifications(filter, page), [account, filter, page]);
  const {
    state: list,
    reload: load,
    update,
  } = useLoadable(listNotifications, {
    describe: failureMessage,
    fallback: NOTIFICATIONS_NOT_LOADED,
    keepWhileLoading: true,
  });
  const [marking, setMarking] = useState<ReadonlySet<number>>(new Set());
  const [markError, setMarkError] = useState<{ id: number; message: string } | null>(null);
  const [markAll, setMarkAll] = useState<MarkAllStatus>({ kind: 'idle' });

  const markOne = async (id: number) => {
    if (marking.has(id)) return;
    setMarking((current) => new Set(current).add(id));
    setMarkError(null);
    try {
      const read = await account.markRead(id);
      // Kept in place (read) rather than dropped, so the list does not jump under the pointer.
      update((current) => ({ ...current, data: current.data.map((entry) => (entry.id === id ? read : entry)) }));
    } catch (error) {
      setMarkError({ id, message: failureMessage(error, NOTIFICATION_NOT_MARKED) });
    } finally {
      setMarking((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const markAllRead = async () => {
    if (markAll.kind === 'marking') return;
    setMarkError(null);
    setMarkAll({ kind: 'marking', marked: 0, total: 0 });
    try {
      const result = await account.markAllRead((marked, total) => setMarkAll({ kind: 'marking', marked, total }));
      setMarkAll(
        result.failed === null
          ? { kind: 'done', marked: result.marked }
          : {
              kind: 'stopped',
              marked: result.marked,
              total: result.total,
              message: failureMessage(result.failed, NOTIFICATION_NOT_MARKED),
            },
      );
    } catch (error) {
      setMarkAll({ kind: 'stopped', marked: 0, total: 0, message: failureMessage(error, NOTIFICATIONS_NOT_LOADED) });
    }
    load();
  };

  return { list, reload: load, marking, markError, markOne, markAll, markAllRead };
}
