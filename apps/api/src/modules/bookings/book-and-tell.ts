import { classCalendar } from '../calendar/events';
import { notices } from '../notifications/notices';
import type { OneStatement } from '../../db/transact';
import { createBookingsRepository, type NewBooking, type TakenSeat } from './repository';

/**
 * Books a seat with its notices (the student's confirmation, the tutor's news), in the caller's
 * transaction or as a statement of its own (`OneStatement`). The confirmation carries the class
 * as a calendar file, meeting link included: the student may join now. The notices are addressed
 * first (reads only); the seat and the notices are then one statement, so the session is held
 * exclusively only for that statement and the commit
 * (docs/decisions/013-booking-rush-and-forgiving-search.md), and a refused seat writes no notice.
 */
export async function bookAndTell(
  { tx, notifyWith, inTurn }: OneStatement,
  booking: NewBooking,
  { publicUrl }: { publicUrl: string },
): Promise<TakenSeat> {
  const calendar = classCalendar(booking.session, { mayJoin: true, publicUrl });
  return notifyWith(
    notices.booked(booking.session, booking.student, booking.session.feeCents, calendar),
    (told) => inTurn(booking.session.id, () => createBookingsRepository(tx).insert(booking, told)),
  );
}
