import { z } from 'zod';
import { ROLES, type Role, SESSION_STATUSES, type SessionStatus } from '../constants';
import { calendarDay } from './common';

const cents = (description: string) => z.int().meta({ description: `${description}, in cents` });
const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object({
    ...(Object.fromEntries(keys.map((key) => [key, z.int()])) as Record<K, z.ZodInt>),
    total: z.int(),
  });

/** One week of the series: the Monday it starts on, in the platform's time zone. */
export const statsWeekDto = z
  .object({
    weekStart: calendarDay,
    bookings: z.int(),
    revenue: cents('Money taken that week'),
  })
  .meta({ id: 'StatsWeek' });
export type StatsWeekDto = z.infer<typeof statsWeekDto>;

/** The admin's numbers over a range of days (docs/product.md#insights). */
export const statsDto = z
  .object({
    from: calendarDay,
    to: calendarDay,
    timeZone: z.string().meta({ description: 'The zone the days and weeks are read in' }),
    users: countsOf<Role>(ROLES).meta({ description: 'Accounts by role today' }),
    sessions: countsOf<SessionStatus>(SESSION_STATUSES).meta({
      description: 'Sessions whose class starts in the range, by status',
    }),
    bookings: z.int().meta({ description: 'Bookings made in the range, cancelled ones included' }),
    cancellations: z.int().meta({ description: 'Bookings cancelled in the range' }),
    lessons: z
      .object({
        booked: z.int().meta({
          description: 'Lessons booked in the range, those cancelled since included',
        }),
        cancelled: z.int().meta({ description: 'Lessons cancelled in the range' }),
        revenue: cents('Money taken for lessons in the range (part of revenue)'),
      })
      .meta({ description: 'One-to-one lessons, counted as bookings and revenue are' }),
    refunds: z
      .object({ count: z.int(), amount: cents('Given back') })
      .meta({ description: 'Refunds issued in the range (failed ones are not counted)' }),
    revenue: cents('Money taken in the range'),
    netRevenue: cents('revenue less the refunds of the range'),
    averageRating: z
      .number()
      .meta({ description: 'Of reviews written in the range; 0 without any' }),
    reviewCount: z.int(),
    attended: z.int().meta({
      description:
        'Marks of present, one per booking and meeting, of meetings starting in the range',
    }),
    noShows: z.int().meta({
      description:
        'Marks of absent, one per booking and meeting, of meetings starting in the range: a student absent from two meetings is two no-shows',
    }),
    weekly: statsWeekDto
      .array()
      .meta({ description: 'Every week that overlaps the range, oldest first' }),
  })
  .meta({ id: 'Stats' });
export type StatsDto = z.infer<typeof statsDto>;
