import { and, count, eq, gte, inArray, isNotNull, lt, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  addDays,
  ROLES,
  type Role,
  SESSION_STATUSES,
  type SessionStatus,
  type StatsDto,
  weekStart,
  zonedInstant,
} from '@studyhall/shared';
import type { Db } from '../../db/client';
import {
  bookedSessions,
  lessons,
  meetingAttendance,
  payments,
  refunds,
  reviews,
  sessionMeetings,
  sessionStatusCounts,
  users,
} from '../../db/schema';
import { PAYMENT_REFUNDED, PAYMENT_SUCCEEDED } from '../../payments/provider';

export interface StatsRange {
  /** First and last day counted, `YYYY-MM-DD` in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
}

const total = () => count().mapWith(Number);
const cents = (column: AnyPgColumn) => sql<number>`coalesce(${sum(column)}, 0)`.mapWith(Number);

/** Counts by key, every key present: the keys a group-by found nothing for are 0. */
function countsOf<K extends string>(keys: readonly K[], rows: { key: K; n: number }[]) {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const { key, n } of rows) counts[key] = n;
  return { ...counts, total: rows.reduce((all, row) => all + row.n, 0) };
}

/**
 * The admin's numbers over a range of days (docs/product.md#insights): one aggregate query per
 * table, each reading only the range through an index on its time (bookings by `booked_at`,
 * payments by `created_at`, classes and meetings by `starts_at`, refunds by `created_at`, lessons
 * by `created_at`). Bookings and revenue are counted per week, the totals being the weeks' sum; a
 * lesson's payment is revenue like a session's, and is also counted apart as the lessons' own. Users by role and
 * sessions by status are counted as they stand today, as the lists they summarise show them.
 */
export function createInsightsRepository(db: Db) {
  return {
    async stats({ from, to, timeZone }: StatsRange): Promise<StatsDto> {
      const start = zonedInstant(from, '00:00', timeZone);
      const end = zonedInstant(addDays(to, 1), '00:00', timeZone);
      const inRange = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
      // The Monday (ISO week) of an instant, read in the platform's zone.
      const week = (column: AnyPgColumn): SQL<string> =>
        sql<string>`to_char(date_trunc('week', ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;
      const paid = inArray(payments.status, [PAYMENT_SUCCEEDED, PAYMENT_REFUNDED]);

      const [
        byRole,
        byStatus,
        bookingWeeks,
        revenueWeeks,
        [cancelled],
        attendance,
        [refunded],
        [rated],
        [lessonsBooked],
        [lessonsCancelled],
      ] = await Promise.all([
        db.select({ key: users.role, n: total() }).from(users).groupBy(users.role),
        // Sessions by status as they stand, the counts the lists of All Sessions show (kept by
        // the triggers of migration 0002): a class weeks away still waiting for approval is
        // pending now, whatever range the other numbers cover.
        db
          .select({ key: sessionStatusCounts.status, n: sessionStatusCounts.count })
          .from(sessionStatusCounts),
        db
          .select({ week: week(bookedSessions.bookedAt), n: total() })
          .from(bookedSessions)
          .where(inRange(bookedSessions.bookedAt))
          .groupBy(sql`1`),
        db
          .select({
            week: week(payments.createdAt),
            n: cents(payments.amountCents),
            // A lesson's payment names its type; a session's names none.
            lessons:
              sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${isNotNull(payments.lessonTypeId)}), 0)`.mapWith(
                Number,
              ),
          })
          .from(payments)
          .where(and(paid, inRange(payments.createdAt)))
          .groupBy(sql`1`),
        db.select({ n: total() }).from(bookedSessions).where(inRange(bookedSessions.cancelledAt)),
        // One mark per booking and meeting: a student absent from two meetings is two no-shows.
        // Only meetings held are marked, so reading the scheduled ones uses their index.
        db
          .select({ key: meetingAttendance.status, n: total() })
          .from(meetingAttendance)
          .innerJoin(sessionMeetings, eq(sessionMeetings.id, meetingAttendance.meetingId))
          .where(and(eq(sessionMeetings.status, 'scheduled'), inRange(sessionMeetings.startsAt)))
          .groupBy(meetingAttendance.status),
        db
          .select({ n: total(), amount: cents(refunds.amountCents) })
          .from(refunds)
          .where(and(ne(refunds.status, 'failed'), inRange(refunds.createdAt))),
        db
          .select({
            n: total(),
            average: sql<number>`coalesce(round(avg(${reviews.rating}), 2), 0)`.mapWith(Number),
          })
          .from(reviews)
          .where(inRange(reviews.createdAt)),
        db.select({ n: total() }).from(lessons).where(inRange(lessons.createdAt)),
        db.select({ n: total() }).from(lessons).where(inRange(lessons.cancelledAt)),
      ]);

      const weekly = [];
      for (let monday = weekStart(from); monday <= to; monday = addDays(monday, 7)) {
        weekly.push({
          weekStart: monday,
          bookings: bookingWeeks.find((row) => row.week === monday)?.n ?? 0,
          revenue: revenueWeeks.find((row) => row.week === monday)?.n ?? 0,
        });
      }
      const revenue = weekly.reduce((all, row) => all + row.revenue, 0);
      const refundedCents = refunded?.amount ?? 0;
      const marked = (status: 'present' | 'absent') =>
        attendance.find((row) => row.key === status)?.n ?? 0;
      return {
        from,
        to,
        timeZone,
        users: countsOf<Role>(ROLES, byRole),
        sessions: countsOf<SessionStatus>(SESSION_STATUSES, byStatus),
        bookings: weekly.reduce((all, row) => all + row.bookings, 0),
        cancellations: cancelled?.n ?? 0,
        lessons: {
          booked: lessonsBooked?.n ?? 0,
          cancelled: lessonsCancelled?.n ?? 0,
          revenue: revenueWeeks.reduce((all, row) => all + row.lessons, 0),
        },
        refunds: { count: refunded?.n ?? 0, amount: refundedCents },
        revenue,
        netRevenue: revenue - refundedCents,
        averageRating: rated?.average ?? 0,
        reviewCount: rated?.n ?? 0,
        attended: marked('present'),
        noShows: marked('absent'),
        weekly,
      };
    },
  };
}
