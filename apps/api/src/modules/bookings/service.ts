import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  bookerRefusal,
  bookingRefusal,
  type BookingRefusal,
  isFull,
  messages,
} from '@studyhall/shared';
import type { Caller } from '../../domain/caller';
import type { Refusal } from '../../domain/refusal';
import { refuse, conflict, forbidden, notFound, notSignedIn } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { bookedNotices } from './book-and-tell';
import type { SeatDesk } from './seat-desk';
import { createBookingsRepository, type NewBooking, newFreeBookingView } from './repository';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';

const paymentRequired = () => refuse('PAYMENT_REQUIRED', apiMessages.bookings.paymentRequired);

/**
 * The one map from a booking rule's refusal (packages/shared/src/policies.ts) to its answer;
 * `unavailable` is the answer for a session that is missing or not published, which differs by
 * route (missing when booking, a conflict when paying for an intent made earlier).
 */
export function bookingRefusalError(
  refusal: BookingRefusal | 'seatsLeft',
  unavailable: Refusal = notFound(messages.sessions.notFound),
): Refusal {
  switch (refusal) {
    case 'unavailable':
      return unavailable;
    case 'notStudent':
      return forbidden();
    case 'ownSession':
      return refuse('FORBIDDEN', apiMessages.bookings.ownSession);
    case 'registrationNotOpen':
      return refuse('REGISTRATION_NOT_OPEN', messages.bookings.registrationNotOpen);
    case 'registrationClosed':
      return refuse('REGISTRATION_CLOSED', messages.bookings.registrationClosed);
    case 'full':
      return refuse('SESSION_FULL', messages.bookings.sessionFull);
    case 'seatsLeft':
      return conflict(apiMessages.waitlist.seatsLeft);
  }
}

/** Who may book, pay for or review a session: a student who does not tutor it. */
export function assertMayBook(question: Parameters<typeof bookerRefusal>[0]): void {
  const refusal = bookerRefusal(question);
  if (refusal) throw bookingRefusalError(refusal);
}

/**
 * Booking with money taken (payments/paid-booking.ts): the booking's id once the payment the
 * request names is settled, a refusal saying the money went back, or undefined when the request
 * names no payment that took money.
 */
export interface PaidBookings {
  bookWithPayment(
    student: Caller,
    body: { sessionId: string; paymentIntentId?: string | undefined },
  ): Promise<string | undefined>;
}

export function createBookingService(
  app: FastifyInstance,
  { paid, seats }: { paid: PaidBookings; seats: SeatDesk },
) {
  const bookings = createBookingsRepository(app.db);

  /**
   * The database's keys decide races: a second insert for the same pair fails, and so does a
   * booking whose student's account was deleted while it was on its way; its sign-in went with
   * the account. The seat and its notices are one statement with no transaction around it
   * (docs/decisions/017-a-booking-in-one-statement.md).
   */
  async function insertOnce(booking: NewBooking) {
    try {
      return await app.oneStatement.notifyWith(bookedNotices(booking, app.config), (told) =>
        seats.take(booking, told),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse('ALREADY_BOOKED', messages.bookings.alreadyBooked);
      if (isForeignKeyViolation(error) && !(await bookings.findStudent(booking.student.id))) {
        throw notSignedIn();
      }
      throw error;
    }
  }

  /**
   * A session the caller may book now (packages/shared/src/policies.ts), with whether they
   * booked it already, or the answer saying why not. A full session turns a student away before
   * they pay, unless a waitlist offer holds a seat for them (judged by the database's clock, as
   * the booking's own statement judges it); that statement decides the seat for good
   * (bookings/repository.ts).
   */
  async function checkedSession(
    sessionId: string | null,
    caller: Caller,
    unavailable: Refusal,
    { needsSeat = true } = {},
  ) {
    const found =
      sessionId && isRecordId(sessionId)
        ? await bookings.findSessionFor(sessionId, caller.id)
        : undefined;
    if (!found) throw unavailable;
    const { session, holdsOffer } = found;
    const question = { session, caller, now: new Date(), timeZone: app.config.timeZone };
    const refusal = bookingRefusal(needsSeat ? { ...question, seat: { holdsOffer } } : question);
    if (refusal) throw bookingRefusalError(refusal, unavailable);
    return found;
  }

  /** The session named by a request to book or pay: one the caller cannot see is missing. */
  const bookableSession = ({ sessionId, caller }: { sessionId: string; caller: Caller }) =>
    checkedSession(sessionId, caller, notFound(messages.sessions.notFound));

  /**
   * The session of an intent about to be paid. The intent was made while the session was
   * bookable; a session deleted or unpublished since is a conflict with it.
   */
  const sessionToPayFor = ({ sessionId, caller }: { sessionId: string | null; caller: Caller }) =>
    checkedSession(sessionId, caller, conflict(apiMessages.payments.sessionUnavailable));

  return {
    bookableSession,
    sessionToPayFor,

    /**
     * Books the caller on a session: with the payment the request names, once it has taken
     * money, or free. Money taken is settled first and whatever happens
     * (docs/product.md#payments-and-refunds): a session cancelled or full since the student paid
     * gives the money back rather than turning them away with it.
     */
    async book(student: Caller, body: { sessionId: string; paymentIntentId?: string | undefined }) {
      const paidBookingId = await paid.bookWithPayment(student, body);
      if (paidBookingId) {
        const view = await bookings.findView(paidBookingId);
        if (!view) throw new Error(`booking ${paidBookingId} vanished`);
        return view;
      }
      const { session, booked, holdsOffer } = await checkedSession(
        body.sessionId,
        student,
        notFound(messages.sessions.notFound),
        { needsSeat: false },
      );
      if (booked) throw refuse('ALREADY_BOOKED', messages.bookings.alreadyBooked);
      if (session.feeCents > 0) throw paymentRequired();
      // A session full as last read turns the student away without taking a lock: in a
      // registration rush most answers are this one. A seat that looks free is still decided by
      // the booking's statement (bookings/repository.ts).
      if (isFull(session) && !holdsOffer) {
        throw bookingRefusalError('full');
      }
      const booking = { session, student, paymentIntentId: null };
      return newFreeBookingView(booking, await insertOnce(booking));
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
