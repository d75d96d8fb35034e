import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationDto, PageQuery } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { type Page, paginate } from '../../db/paging';

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Notifications are private: every query is about the caller's own. */
export function createNotificationsRepository(db: Db) {
  const own = (userId: string) => eq(notifications.userId, userId);
  const unread = (userId: string) => and(own(userId), isNull(notifications.readAt));

  return {
    async list(userId: string, page: PageQuery): Promise<Page<NotificationRow>> {
      return paginate({
        page,
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(notifications)
            .where(own(userId))
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(notifications, own(userId)),
      });
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(unread(userId));
      return row?.n ?? 0;
    },

    /** Marking one read twice keeps the first time it was read. */
    async markRead(userId: string, id: string): Promise<NotificationRow | undefined> {
      const [updated] = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), unread(userId)))
        .returning();
      if (updated) return updated;
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), own(userId)));
      return row;
    },

    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(unread(userId))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
