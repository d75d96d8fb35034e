import { classCalendar } from '../calendar/events';
import { notices } from '../notifications/notices';
import type { UnitOfWork } from '../../db/transact';
import { type BookingRow, createBookingsRepository, type NewBooking } from './repository';

/**
 * Takes the seat and books it, with its notices (the student's confirmation, the tutor's news), in
 * the caller's transaction. The confirmation carries the class as a calendar file, meeting link
 * included: the student may join now.
 */
export async function bookAndTell(
  { tx, notify }: UnitOfWork,
  booking: NewBooking,
  { publicUrl }: { publicUrl: string },
): Promise<BookingRow> {
  const row = await createBookingsRepository(tx).insert(booking);
  const calendar = classCalendar(booking.session, { mayJoin: true, publicUrl });
  await notify(...notices.booked(booking.session, booking.student, row.feeCents, calendar));
  return row;
}
