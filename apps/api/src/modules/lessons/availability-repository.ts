import { eq } from 'drizzle-orm';
import type { AvailabilityDto, AvailabilityOverride, WeeklyRange } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { tutorAvailability } from '../../db/schema';

export type AvailabilityRow = typeof tutorAvailability.$inferSelect;

/** Weekly ranges by day and start, overrides by date: the order a person reads them in. */
export function toAvailabilityDto(
  row: Pick<AvailabilityRow, 'timeZone' | 'weekly' | 'overrides'>,
): AvailabilityDto {
  return {
    timeZone: row.timeZone,
    weekly: [...row.weekly].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start)),
    overrides: [...row.overrides]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((override) => ({
        date: override.date,
        ranges: [...override.ranges].sort((a, b) => a.start.localeCompare(b.start)),
      })),
  };
}

export function createAvailabilityRepository(db: Db) {
  return {
    async find(tutorId: string): Promise<AvailabilityRow | undefined> {
      const [row] = await db
        .select()
        .from(tutorAvailability)
        .where(eq(tutorAvailability.tutorId, tutorId));
      return row;
    },

    /**
     * The tutor's availability locked for the caller's transaction: bookings of one tutor take
     * turns, so the daily limit counts every lesson booked before it.
     */
    async lock(tutorId: string): Promise<AvailabilityRow | undefined> {
      const [row] = await db
        .select()
        .from(tutorAvailability)
        .where(eq(tutorAvailability.tutorId, tutorId))
        .for('update');
      return row;
    },

    async save(
      tutorId: string,
      availability: { timeZone: string; weekly: WeeklyRange[]; overrides: AvailabilityOverride[] },
    ): Promise<AvailabilityRow> {
      const values = { ...availability, updatedAt: new Date() };
      const [row] = await db
        .insert(tutorAvailability)
        .values({ tutorId, ...values })
        .onConflictDoUpdate({ target: tutorAvailability.tutorId, set: values })
        .returning();
      return row!;
    },
  };
}
