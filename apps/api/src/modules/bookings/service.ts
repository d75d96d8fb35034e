import type { FastifyInstance } from 'fastify';
import { apiMessages, CURRENCY, messages, registrationState } from '@studyhall/shared';
import type { Caller } from '../../auth/caller';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { isRecordId } from '../../http/ids';
import { paymentProviderFor } from '../../payments';
import { PAYMENT_SUCCEEDED, type RetrievedIntent } from '../../payments/provider';
import { issueRefund, openRefund } from '../classes/refunds';
import { createPaymentsRepository } from '../payments/repository';
import { createSessionsRepository, type SessionRow } from '../sessions/repository';
import { classCalendar } from '../calendar/events';
import { notices } from '../notifications/notices';
import { createWaitlistRepository } from '../waitlist/repository';
import { createBookingsRepository, type NewBooking } from './repository';
import { isUniqueViolation } from '../../db/errors';

const paymentRequired = () => new HttpError(402, apiMessages.bookings.paymentRequired);
/** The booking found no seat to take: the session filled up, or was cancelled, meanwhile. */
const isUnseated = (error: unknown) =>
  error instanceof HttpError &&
  (error.code === 'SESSION_FULL' || error.code === 'SESSION_UNAVAILABLE');

/** True when the intent paid this session's full fee, for this student. */
export function paysFor(intent: RetrievedIntent, session: SessionRow, studentId: string): boolean {
  return (
    intent.status === PAYMENT_SUCCEEDED &&
    intent.amount === session.feeCents &&
    intent.currency.toLowerCase() === CURRENCY &&
    intent.metadata.sessionId === session.id &&
    intent.metadata.studentId === studentId
  );
}

/**
 * Who may book a session, for every way in (booking, paying, and reviewing, which needs a
 * booking): a student who does not tutor it. Compared by account id, because a tutor demoted to
 * student still tutors their sessions and an email can change.
 */
export function assertMayBook({
  session,
  caller,
}: {
  session: Pick<SessionRow, 'tutorId'>;
  caller: Pick<Caller, 'id' | 'role'>;
}): void {
  if (caller.role !== 'student') throw forbidden();
  if (session.tutorId === caller.id) throw new HttpError(403, apiMessages.bookings.ownSession);
}

export function createBookingService(app: FastifyInstance) {
  const bookings = createBookingsRepository(app.db);
  const sessions = createSessionsRepository(app.db);
  const payments = createPaymentsRepository(app.db);
  const waitlist = createWaitlistRepository(app.db);
  const provider = paymentProviderFor(app);

  /**
   * A booking and its notices (the student's confirmation, the tutor's news) in one transaction.
   * The database's unique keys decide races: a second insert for the same pair or intent fails.
   */
  function insertAndTell(booking: NewBooking) {
    return app.transact(async ({ tx, notify }) => {
      const row = await createBookingsRepository(tx).insert(booking);
      // The confirmation carries the class as a calendar file, meeting link included: the
      // student may join now.
      const calendar = classCalendar(booking.session, {
        mayJoin: true,
        publicUrl: app.config.publicUrl,
      });
      await notify(
        ...notices.booked(booking.session, booking.student, row.feeCents, {
          ...calendar,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        }),
      );
      return row;
    });
  }

  async function insertOnce(booking: NewBooking) {
    try {
      return await insertAndTell(booking);
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(messages.bookings.alreadyBooked, 'ALREADY_BOOKED');
      throw error;
    }
  }

  function assertRegistrationOpen(session: SessionRow): void {
    const state = registrationState(session, new Date(), app.config.timeZone);
    if (state === 'closed')
      throw conflict(messages.bookings.registrationClosed, 'REGISTRATION_CLOSED');
    if (state === 'upcoming') {
      throw conflict(messages.bookings.registrationNotOpen, 'REGISTRATION_NOT_OPEN');
    }
  }

  /**
   * An approved session the caller may book, with registration open today, or says why not;
   * `unavailable` is the answer for one that is missing or not published.
   */
  async function checkedSession(
    sessionId: string | null,
    caller: Caller,
    unavailable: HttpError,
    { needsSeat = true } = {},
  ) {
    const session =
      sessionId && isRecordId(sessionId) ? await sessions.findById(sessionId) : undefined;
    if (!session || session.status !== 'approved') throw unavailable;
    assertMayBook({ session, caller });
    assertRegistrationOpen(session);
    if (needsSeat) await assertSeatFor(session, caller);
    return session;
  }

  /**
   * A payment that found no seat (the last one went, or the session was cancelled, while the
   * student paid) is given back in full, once: the browser and Stripe's webhook may both get here,
   * and the second finds the refund opened already. Nobody decided it, so the audit log names
   * the platform as its actor.
   */
  async function refundUnseated(intentId: string): Promise<void> {
    const opening = await app.transact((unit) =>
      openRefund(unit, {
        kind: 'unseated',
        paymentIntentId: intentId,
        bookingId: null,
        reason: 'No seat was left when the payment arrived',
        actor: null,
      }),
    );
    if (opening.outcome !== 'opened') return;
    await issueRefund(app, opening.refund);
    app.log.warn({ intent: intentId }, 'paid for a session that was full meanwhile; refunded');
  }

  /**
   * A full session turns a student away before they pay, unless a seat is held for them (a
   * waitlist offer). The booking's own transaction decides for good (bookings/repository.ts).
   */
  async function assertSeatFor(session: SessionRow, caller: Caller): Promise<void> {
    if (session.capacity === null || session.seatsTaken < session.capacity) return;
    const waiting = await waitlist.find(session.id, caller.id);
    const holdsOffer = waiting?.offerExpiresAt && waiting.offerExpiresAt.getTime() > Date.now();
    if (!holdsOffer) throw conflict(messages.bookings.sessionFull, 'SESSION_FULL');
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

    async book(student: Caller, body: { sessionId: string; paymentIntentId?: string | undefined }) {
      // The seat is decided by the booking's own transaction, after the payment is checked, so a
      // student who paid for the last seat another took is refunded rather than turned away.
      const session = await checkedSession(
        body.sessionId,
        student,
        notFound(messages.sessions.notFound),
        { needsSeat: false },
      );
      if (await bookings.hasBooked({ sessionId: session.id, studentId: student.id })) {
        throw conflict(messages.bookings.alreadyBooked, 'ALREADY_BOOKED');
      }
      let paymentIntentId: string | null = null;
      if (session.feeCents > 0) {
        if (!body.paymentIntentId) throw paymentRequired();
        const intent = await provider.retrieve(body.paymentIntentId);
        if (!intent || !paysFor(intent, session, student.id)) throw paymentRequired();
        paymentIntentId = intent.id;
        await payments.setStatus(intent.id, PAYMENT_SUCCEEDED);
      }
      let booking;
      try {
        booking = await insertOnce({ session, student, paymentIntentId });
      } catch (error) {
        if (paymentIntentId && isUnseated(error)) {
          await refundUnseated(paymentIntentId);
          const full = (error as HttpError).code === 'SESSION_FULL';
          throw full
            ? conflict(apiMessages.bookings.fullRefunded, 'SESSION_FULL')
            : conflict(apiMessages.bookings.unavailableRefunded, 'SESSION_UNAVAILABLE');
        }
        throw error;
      }
      const view = await bookings.findView(booking.id);
      if (!view) throw new Error(`booking ${booking.id} vanished`);
      return view;
    },

    /**
     * The provider says an intent succeeded (Stripe webhook). The money is taken, so the booking
     * is recorded even if registration closed meanwhile; a booking that exists already wins.
     */
    async recordPaidIntent(intent: RetrievedIntent): Promise<void> {
      const { sessionId, studentId } = intent.metadata;
      if (!sessionId || !studentId || !isRecordId(sessionId)) return;
      const [session, student] = await Promise.all([
        sessions.findById(sessionId),
        bookings.findStudent(studentId),
      ]);
      if (!session || !student || !paysFor(intent, session, student.id)) return;
      await payments.setStatus(intent.id, PAYMENT_SUCCEEDED);
      try {
        await insertAndTell({ session, student, paymentIntentId: intent.id });
      } catch (error) {
        if (isUnseated(error)) return refundUnseated(intent.id);
        if (!isUniqueViolation(error)) throw error;
      }
    },
  };
}
