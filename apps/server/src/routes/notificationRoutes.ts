import type { Notification } from '@showroom/api';
import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { pageRecord, pageWindow } from '../http/pagination.ts';
import type { RouteTable } from '../http/routes.ts';

function toNotificationView(row: Selectable<NotificationsTable>): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

/** §7 notifications: the header's pending count (pending=1 → `total`), paging, mark read. */
export const notificationRoutes: RouteTable = {
  listNotifications: {
    async handle({ query, caller }, { db }) {
      if (!caller.user) throw new HttpError(401, 'Unauthenticated.');
      const userId = caller.user.id;
      let base = db.selectFrom('notifications').where('user_id', '=', userId);
      if (query.pending === '1') base = base.where('read_at', 'is', null);
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const window = pageWindow(total, query.page, query.per_page);
      // Unread first (issue 14): an older unread notice must not sit on a later page behind newer
      // read ones. The id breaks ties of equal timestamps, so a page never repeats or skips a row.
      const rows = await base
        .selectAll()
        .orderBy((eb) => eb.case().when('read_at', 'is', null).then(0).else(1).end())
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(window.perPage)
        .offset(window.offset)
        .execute();
      return {
        message: 'Notifications.',
        data: pageRecord(rows.map(toNotificationView), total, window, '/api/notification'),
      };
    },
  },

  markNotificationRead: {
    async handle({ params, caller }, { db, clock }) {
      if (!caller.user) throw new HttpError(401, 'Unauthenticated.');
      // Someone else's notification is "not found", not "forbidden": ids are not revealed.
      const existing = await db
        .selectFrom('notifications')
        .selectAll()
        .where('id', '=', params.id)
        .where('user_id', '=', caller.user.id)
        .executeTakeFirst();
      if (!existing) throw notFound();
      const row = existing.read_at
        ? existing
        : await db
            .updateTable('notifications')
            .set({ read_at: clock().toISOString() })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
      return { message: 'Notification marked as read.', data: toNotificationView(row) };
    },
  },
};
