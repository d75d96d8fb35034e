import { eq } from 'drizzle-orm';
import type { NotificationPreferencesBody, NotificationPreferencesDto } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

export type EmailPreferences = NotificationPreferencesDto['email'];

/** A user who never changed a switch gets every kind of mail. */
export const ALL_ON: EmailPreferences = {
  reminders: true,
  bookingUpdates: true,
  sessionUpdates: true,
  adminAlerts: true,
};

export function createPreferencesRepository(db: Db) {
  return {
    async get(userId: string): Promise<EmailPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row ? pick(row) : ALL_ON;
    },

    /** Sets the kinds given; the others keep their value (or their default, on a first change). */
    async update(userId: string, email: NotificationPreferencesBody['email']) {
      const changes = Object.fromEntries(
        Object.entries(email).filter(([, value]) => value !== undefined),
      ) as Partial<EmailPreferences>;
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...ALL_ON, ...changes })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      return row ? pick(row) : ALL_ON;
    },
  };
}

function pick(row: typeof notificationPreferences.$inferSelect): EmailPreferences {
  const { reminders, bookingUpdates, sessionUpdates, adminAlerts } = row;
  return { reminders, bookingUpdates, sessionUpdates, adminAlerts };
}
