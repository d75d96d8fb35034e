import { classCalendar } from '../calendar/events';
import { notices } from '../notifications/notices';
import type { UnitOfWork } from '../../db/transact';
import { createBookingsRepository, type NewBooking } from './repository';

/**
 * Books a seat with its notices (the student's confirmation, the tutor's news), in the caller's
 * transaction. The confirmation carries the class as a calendar file, meeting link included: the
 * student may join now. The notices are written first and the seat taken last, so the session is
 * held exclusively only for the seat's statement and the commit (docs/decisions/013-booking-rush-and-forgiving-search.md);
 * a refused seat throws, and the caller's transaction (or savepoint) takes the notices back.
 */
export async function bookAndTell(
  { tx, notify }: UnitOfWork,
  booking: NewBooking,
  { publicUrl }: { publicUrl: string },
): Promise<{ id: string }> {
  const bookings = createBookingsRepository(tx);
  await bookings.holdSession(booking.session.id);
  const calendar = classCalendar(booking.session, { mayJoin: true, publicUrl });
  await notify(
    ...notices.booked(booking.session, booking.student, booking.session.feeCents, calendar),
  );
  return bookings.insert(booking);
}
