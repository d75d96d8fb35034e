import { classCalendar } from '../calendar/events';
import { notices } from '../notifications/notices';
import type { Notice } from '../../domain/notice';
import type { OneStatement } from '../../db/transact';
import { createBookingsRepository, type NewBooking, type TakenSeat } from './repository';

/**
 * What a booking tells: the student's confirmation, carrying the class as a calendar file with its
 * meeting link (the student may join now), and the tutor's news.
 */
export function bookedNotices(booking: NewBooking, { publicUrl }: { publicUrl: string }): Notice[] {
  const calendar = classCalendar(booking.session, { mayJoin: true, publicUrl });
  return notices.booked(booking.session, booking.student, booking.session.feeCents, calendar);
}

/**
 * Books a seat with its notices in the caller's transaction. The notices are addressed first
 * (reads only); the seat and the notices are then one statement, so the session is held
 * exclusively only for that statement and the commit
 * (docs/decisions/013-booking-rush-and-forgiving-search.md), and a refused seat writes no notice.
 * A free booking outside a transaction goes through the seat desk (seat-desk.ts) instead.
 */
export async function bookAndTell(
  { tx, notifyWith }: OneStatement,
  booking: NewBooking,
  site: { publicUrl: string },
): Promise<TakenSeat> {
  return notifyWith(bookedNotices(booking, site), (told) =>
    createBookingsRepository(tx).insert(booking, told),
  );
}
