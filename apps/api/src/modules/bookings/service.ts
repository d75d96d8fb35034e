import type { FastifyInstance } from 'fastify';
import { CURRENCY, messages, registrationState } from '@studyhall/shared';
import type { Caller } from '../../auth/caller';
import { conflict, HttpError, notFound } from '../../http/errors';
import { isRecordId } from '../../http/ids';
import { paymentProviderFor } from '../../payments';
import { PAYMENT_SUCCEEDED, type RetrievedIntent } from '../../payments/provider';
import { createPaymentsRepository } from '../payments/repository';
import { createBookingsRepository, type NewBooking, type SessionRow } from './repository';
import { isUniqueViolation } from '../../db/errors';

const paymentRequired = () => new HttpError(402, messages.bookings.paymentRequired);

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

export function createBookingService(app: FastifyInstance) {
  const bookings = createBookingsRepository(app.db);
  const payments = createPaymentsRepository(app.db);
  const provider = paymentProviderFor(app);

  /** The database's unique keys decide races: a second insert for the same pair or intent fails. */
  async function insertOnce(booking: NewBooking) {
    try {
      return await bookings.insert(booking);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.bookings.alreadyBooked);
      throw error;
    }
  }

  /** Finds an approved session whose registration is open today, or says why not. */
  async function bookableSession(sessionId: string): Promise<SessionRow> {
    const session = isRecordId(sessionId) ? await bookings.findSession(sessionId) : undefined;
    if (!session || session.status !== 'approved') throw notFound(messages.sessions.notFound);
    const state = registrationState(session, new Date(), app.config.timeZone);
    if (state === 'closed') throw conflict(messages.bookings.registrationClosed);
    if (state === 'upcoming') throw conflict(messages.bookings.registrationNotOpen);
    return session;
  }

  return {
    bookableSession,

    async book(student: Caller, body: { sessionId: string; paymentIntentId?: string | undefined }) {
      const session = await bookableSession(body.sessionId);
      if (await bookings.hasBooking(session.id, student.id)) {
        throw conflict(messages.bookings.alreadyBooked);
      }
      let paymentIntentId: string | null = null;
      if (session.feeCents > 0) {
        if (!body.paymentIntentId) throw paymentRequired();
        const intent = await provider.retrieve(body.paymentIntentId);
        if (!intent || !paysFor(intent, session, student.id)) throw paymentRequired();
        paymentIntentId = intent.id;
        await payments.setStatus(intent.id, PAYMENT_SUCCEEDED);
      }
      return insertOnce({ session, student, paymentIntentId });
    },

    /**
     * The provider says an intent succeeded (Stripe webhook). The money is taken, so the booking
     * is recorded even if registration closed meanwhile; a booking that exists already wins.
     */
    async recordPaidIntent(intent: RetrievedIntent): Promise<void> {
      const { sessionId, studentId } = intent.metadata;
      if (!sessionId || !studentId || !isRecordId(sessionId)) return;
      const [session, student] = await Promise.all([
        bookings.findSession(sessionId),
        bookings.findStudent(studentId),
      ]);
      if (!session || !student || !paysFor(intent, session, student.id)) return;
      await payments.setStatus(intent.id, PAYMENT_SUCCEEDED);
      try {
        await bookings.insert({ session, student, paymentIntentId: intent.id });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    },
  };
}
