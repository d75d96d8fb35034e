import { bookingKeys } from '@/api/booking-keys';

/**
 * The bookings feature's own reads. Under `bookingKeys.all`, and those about one session carry
 * its id, so booking, cancelling or a waitlist change (`invalidateAfterBooking`) refreshes them.
 */
export const classKeys = {
  /** Every booking of the user, cancelled ones too (My Booked Sessions). */
  everything: (email: string) => [...bookingKeys.all, 'everything', email] as const,
  /** The user's live booking of one session (what cancelling it gives back). */
  mine: (sessionId: string, email: string) =>
    [...bookingKeys.all, 'mine', sessionId, email] as const,
  waitlistPosition: (sessionId: string, email: string) =>
    [...bookingKeys.all, 'waitlist', sessionId, email] as const,
  /** Every line the user waits in (their dashboard home). */
  waitlistPlaces: (email: string) => [...bookingKeys.all, 'waitlists', email] as const,
  /** Not under `bookingKeys.all`: a booking does not change the address. */
  calendarFeed: () => ['calendar-feed'] as const,
};
