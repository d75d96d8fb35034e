import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  bookingRefusal,
  cancelRefusal,
  managesSession,
  messages,
  waitlistRefusal,
  isPublished,
} from '@studyhall/shared';
import type { Caller } from '../../domain/caller';
import type { Db } from '../../db/client';
import { bookedSessions, users } from '../../db/schema';
import { refuse, conflict, forbidden, notFound, notSignedIn } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import type { Actor } from '../../domain/audit';
import {
  createBookingsRepository,
  isLive,
  type BookingRow,
  type BookingView,
  type RefundRow,
} from '../bookings/repository';
import { notices } from '../notifications/notices';
import type { UnitOfWork } from '../../db/transact';
import { createPaymentsRepository } from '../payments/repository';
import { bookingRefusalError } from '../bookings/service';
import type { SeatDesk } from '../bookings/seat-desk';
import type { PaymentService } from '../payments/service';
import type { PaymentSettlement } from '../payments/settle';
import { createSessionsRepository, type SessionRow } from '../sessions/repository';
import { createWaitlistRepository, type WaitlistRow } from '../waitlist/repository';
import {
  createRefundsRepository,
  issueRefund,
  openRefund,
  type RefundWhy,
} from '../payments/refunds';

type CancelledBy = NonNullable<BookingRow['cancelledBy']>;

/**
 * Seats, cancellations, refunds and the waitlist (docs/product.md#seats-and-waitlist): the rules
 * that free a seat and fill it again. The database counts the seats (migration 0011): a live
 * booking or a held offer takes one, nothing here writes the count. Every change runs in one
 * transaction that locks the session row first, then its bookings and waitlist, so two of them on
 * one session take turns and read the seats taken under the lock (one that also waits for an
 * account's row can deadlock with that account's deletion; db/transact.ts runs it again). Refunds are
 * recorded in that transaction and asked of the provider after it commits.
 */
export function createClassService(
  app: FastifyInstance,
  {
    payments,
    settlement,
    seats,
  }: { payments: PaymentService; settlement: PaymentSettlement; seats: SeatDesk },
) {
  const { config } = app;

  const lockSession = (tx: Db, id: string) => createSessionsRepository(tx).lock(id);

  /** Locks the sessions not locked yet in `locked`, in id order, and adds them to it. */
  async function lockSessions(tx: Db, ids: string[], locked: Set<string>): Promise<void> {
    for (const id of [...new Set(ids)].filter((id) => !locked.has(id)).sort()) {
      await lockSession(tx, id);
      locked.add(id);
    }
  }

  /** Sessions the account holds a seat in (a live booking, an offer) or waits for. */
  async function sessionsOf(tx: Db, userId: string): Promise<string[]> {
    const booked = await tx
      .select({ id: bookedSessions.sessionId })
      .from(bookedSessions)
      .where(and(eq(bookedSessions.studentId, userId), isLive()));
    const waiting = await createWaitlistRepository(tx).ofStudent(userId);
    return [...booked.map((row) => row.id), ...waiting.map((entry) => entry.sessionId)];
  }

  /** Frees the seat (the database counts it) when the booking was still live. */
  async function markCancelled(tx: Db, booking: BookingRow, by: CancelledBy) {
    const [row] = await tx
      .update(bookedSessions)
      .set({ cancelledAt: new Date(), cancelledBy: by })
      .where(and(eq(bookedSessions.id, booking.id), isLive()))
      .returning();
    return row;
  }

  /**
   * Fills the session's free seats from its waitlist, first in line first, in the caller's
   * transaction (the session row is locked). A free session books the student at once; a paid
   * one holds the seat for them (an offer, counted as taken) for WAITLIST_OFFER_HOURS.
   */
  async function promote({ tx, notify, notifyWith }: UnitOfWork, sessionId: string): Promise<void> {
    const waitlist = createWaitlistRepository(tx);
    const bookings = createBookingsRepository(tx);
    for (;;) {
      // Most sessions have no one waiting: that is one question, and the session (locked already)
      // is read again for its seats only when someone is.
      const next = await waitlist.nextWithoutOffer(sessionId);
      if (!next) return;
      const session = await lockSession(tx, sessionId);
      if (!session || !isPublished(session)) return;
      if (session.capacity !== null && session.seatsTaken >= session.capacity) return;
      if (session.feeCents === 0) {
        const student = await bookings.findStudent(next.studentId);
        if (!student) return;
        await notifyWith(notices.booked(session, student, 0), (told) =>
          bookings.insert({ session, student, paymentIntentId: null }, told),
        );
      } else {
        const offer = await waitlist.offer(next.id, config.waitlistOfferHours);
        if (offer?.offerExpiresAt) {
          await notify(notices.waitlistOffer(session, next.studentId, offer.offerExpiresAt));
        }
      }
    }
  }

  /**
   * The refund of a paid booking being cancelled, in the cancel's transaction: what is left of its
   * payment, at most once per booking, also when two cancels race.
   */
  async function refundCancelled(
    unit: UnitOfWork,
    booking: BookingRow,
    { why, actor }: { why: RefundWhy; actor: Actor },
  ): Promise<RefundRow | null> {
    if (!booking.paymentIntentId || booking.feeCents <= 0) return null;
    const opening = await openRefund(unit, {
      kind: 'cancellation',
      paymentIntentId: booking.paymentIntentId,
      bookingId: booking.id,
      why,
      actor,
    });
    return opening.outcome === 'opened' ? opening.refund : null;
  }

  /**
   * A student's own free booking given back in one statement with no transaction around it
   * (docs/decisions/018-a-cancellation-in-one-statement.md): its deadline judged by the start read
   * with it, which the statement confirms under the session's lock. The cancellation as the
   * transaction would answer it, or undefined when the statement left it to the transaction (the
   * session moved, someone waits for the seat, the booking changed).
   */
  async function giveFreeSeat(
    found: BookingView,
    student: Actor,
  ): Promise<BookingView | undefined> {
    const { booking, session } = found;
    const told = notices.bookingCancelled(
      { id: booking.sessionId, title: session.title, tutorId: session.tutorId },
      student,
      { refundCents: null, byStudent: true },
    );
    const cancelledAt = await app.oneStatement.notifyWith(told, (rows) =>
      seats.give(
        { bookingId: booking.id, sessionId: booking.sessionId, startsAt: session.startsAt },
        rows,
      ),
    );
    if (!cancelledAt) return undefined;
    return { ...found, booking: { ...booking, cancelledAt, cancelledBy: 'student' } };
  }

  return {
    promote,

    /**
     * The booking's student until CANCELLATION_HOURS before the class, admins at any time. A paid
     * booking is refunded in full; the freed seat goes to the waitlist. Someone else's booking
     * answers as a missing one.
     */
    async cancelBooking(bookingId: string, caller: Actor) {
      const bookings = createBookingsRepository(app.db);
      const found = isRecordId(bookingId) ? await bookings.findView(bookingId) : undefined;
      const refusalFor = (booking: BookingRow, startsAt: Date) =>
        cancelRefusal({
          booking,
          caller,
          startsAt,
          now: new Date(),
          hours: config.cancellationHours,
        });
      const refusal = found && refusalFor(found.booking, found.session.startsAt);
      if (!found || refusal === 'notFound') throw notFound(apiMessages.bookings.notFound);
      const byStudent = found.booking.studentId === caller.id;
      if (byStudent && !refusal && !found.booking.paymentIntentId && !found.booking.cancelledAt) {
        const given = await giveFreeSeat(found, caller);
        if (given) return given;
      }

      const outcome = await app.transact(async (unit) => {
        const { tx } = unit;
        const session = await lockSession(tx, found.booking.sessionId);
        if (!session) throw notFound(apiMessages.bookings.notFound);
        // Cancelled first and judged after, in one statement less: a refusal below rolls it back.
        const booking = await markCancelled(tx, found.booking, byStudent ? 'student' : 'admin');
        if (!booking) {
          const gone = !(await createBookingsRepository(tx).findView(bookingId));
          throw gone
            ? notFound(apiMessages.bookings.notFound)
            : conflict(apiMessages.bookings.alreadyCancelled);
        }
        if (refusalFor(booking, session.startsAt) === 'deadlinePassed') {
          throw refuse(
            'CANCELLATION_DEADLINE_PASSED',
            messages.bookings.cancellationDeadlinePassed,
          );
        }
        if (!byStudent) {
          await unit.audit({
            actor: caller,
            action: 'booking.cancelled',
            target: { type: 'booking', id: booking.id },
            detail: {
              sessionId: session.id,
              sessionTitle: session.title,
              studentEmail: booking.studentEmail,
            },
          });
        }
        const refund = await refundCancelled(unit, booking, {
          why: { cause: byStudent ? 'cancelledByStudent' : 'cancelledByAdmin' },
          actor: caller,
        });
        const student = { id: booking.studentId, name: caller.name };
        if (!byStudent) {
          const found = await createBookingsRepository(tx).findStudent(booking.studentId);
          student.name = found?.name ?? booking.studentEmail;
        }
        await unit.notify(
          ...notices.bookingCancelled(session, student, {
            refundCents: refund?.amountCents ?? null,
            byStudent,
          }),
        );
        await promote(unit, session.id);
        return { refund, booking, session };
      });
      if (outcome.refund) await issueRefund(app, outcome.refund);
      // A free booking's answer is what the cancellation wrote; money's is read as it now stands.
      if (!outcome.booking.paymentIntentId) {
        return { ...found, booking: outcome.booking, session: outcome.session };
      }
      const view = await bookings.findView(bookingId);
      if (!view) throw notFound(apiMessages.bookings.notFound);
      return view;
    },

    /**
     * The session will not take place: its tutor (before it starts) or an admin cancels it; every
     * live booking is cancelled and refunded, everyone booked or waiting is told.
     */
    async cancelSession(sessionId: string, caller: Actor, reason: string): Promise<SessionRow> {
      const sessions = createSessionsRepository(app.db);
      const existing = isRecordId(sessionId) ? await sessions.findById(sessionId) : undefined;
      if (!existing || !managesSession({ session: existing, caller })) {
        if (existing && isPublished(existing)) throw forbidden();
        throw notFound(messages.sessions.notFound);
      }
      if (caller.role !== 'admin' && existing.startsAt.getTime() <= Date.now()) {
        throw conflict(apiMessages.sessions.startedForTutor);
      }
      // Open intents first, as deleting does: none may take money for a class that is not held.
      await payments.cancelOpenIntentsOf(sessionId);
      const by: CancelledBy = caller.role === 'admin' ? 'admin' : 'tutor';

      const outcome = await app.transact(async (unit) => {
        const { tx, notify } = unit;
        const session = await lockSession(tx, sessionId);
        if (!session) throw notFound(messages.sessions.notFound);
        const cancelled = await createSessionsRepository(tx).cancel(sessionId, reason);
        if (!cancelled) throw conflict(apiMessages.sessions.notCancellable);
        const live = await tx
          .select()
          .from(bookedSessions)
          .where(and(eq(bookedSessions.sessionId, sessionId), isLive()))
          .for('update');
        await unit.audit({
          actor: caller,
          action: 'session.cancelled',
          target: { type: 'session', id: sessionId },
          detail: {
            title: cancelled.title,
            tutorEmail: cancelled.tutorEmail,
            reason,
            bookingsCancelled: live.length,
          },
        });
        const refunds: RefundRow[] = [];
        for (const booking of live) {
          await markCancelled(tx, booking, by);
          const refund = await refundCancelled(unit, booking, {
            why: { cause: 'sessionCancelled', words: reason },
            actor: caller,
          });
          if (refund) refunds.push(refund);
          await notify(
            notices.sessionCancelled(
              cancelled,
              { userId: booking.studentId },
              { refundCents: refund?.amountCents ?? null, waiting: false },
            ),
          );
        }
        for (const waiting of await createWaitlistRepository(tx).clear(sessionId)) {
          await notify(
            notices.sessionCancelled(
              cancelled,
              { userId: waiting.studentId },
              { refundCents: null, waiting: true },
            ),
          );
        }
        if (by === 'admin' && cancelled.tutorId !== caller.id) {
          await notify(
            notices.sessionCancelled(
              cancelled,
              { userId: cancelled.tutorId },
              { refundCents: null, waiting: false },
            ),
          );
        }
        // Its seats, every booking and offer gone, as the database now counts them.
        return { session: (await lockSession(tx, sessionId)) ?? cancelled, refunds };
      });
      for (const refund of outcome.refunds) await issueRefund(app, refund);
      // Money paid for a seat not yet booked (the student between paying and booking) goes
      // back now rather than waiting for the student or the sweep (payments/settle.ts).
      const paid = await createPaymentsRepository(app.db).listPaid({ sessionId, unbooked: true });
      await settlement.settleAll(paid.map((payment) => payment.providerIntentId));
      return outcome.session;
    },

    /**
     * A new seat limit, never below the seats taken; more seats fill from the waitlist. In the
     * caller's transaction, so a refusal also undoes the rest of the request (sessions/routes.ts).
     */
    async setCapacity(
      unit: UnitOfWork,
      session: SessionRow,
      capacity: number | null,
    ): Promise<SessionRow> {
      await lockSession(unit.tx, session.id);
      const updated = await createSessionsRepository(unit.tx).setCapacity(session.id, capacity);
      if (!updated) throw conflict(apiMessages.sessions.capacityBelowSeats);
      await promote(unit, session.id);
      return (await lockSession(unit.tx, session.id)) ?? updated;
    },

    /**
     * Joining the line of a full session. Under the session's lock, as every change of its seats:
     * a seat freed meanwhile is there to book instead, and a student who booked meanwhile does not
     * wait too. The account's row is read first, shared: a role change waits for the entry and
     * takes it out of the line with the others (leaveAllWaitlists).
     */
    async joinWaitlist(sessionId: string, caller: Caller): Promise<WaitlistRow> {
      return app.transact(async ({ tx }) => {
        // The account's role as it stands now, held until the entry is written, so a role
        // change racing this join still takes the entry out (leaveAllWaitlists).
        const [account] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, caller.id))
          .for('share');
        // Deleted since the request was signed in: its sign-in went with it.
        if (!account) throw notSignedIn();
        const session = await lockSession(tx, sessionId);
        if (!session) throw notFound(messages.sessions.notFound);
        // The same rules as booking, so the two tell a student the same thing (policies.ts).
        const question = {
          session,
          caller: { id: caller.id, role: account.role },
          now: new Date(),
          timeZone: config.timeZone,
        };
        const refusal = bookingRefusal(question);
        if (refusal) throw bookingRefusalError(refusal);
        if (await createBookingsRepository(tx).hasBooked({ sessionId, studentId: caller.id })) {
          throw refuse('ALREADY_BOOKED', messages.bookings.alreadyBooked);
        }
        const lineRefusal = waitlistRefusal(question);
        if (lineRefusal) throw bookingRefusalError(lineRefusal);
        const entry = await createWaitlistRepository(tx).join(sessionId, caller.id);
        if (!entry) throw conflict(apiMessages.waitlist.alreadyWaiting);
        return entry;
      });
    },

    /** Leaving the line; a seat held for the student goes to the next in line. */
    async leaveWaitlist(sessionId: string, studentId: string): Promise<boolean> {
      return app.transact(async (unit) => {
        await lockSession(unit.tx, sessionId);
        const left = await createWaitlistRepository(unit.tx).leave(sessionId, studentId);
        if (!left) return false;
        if (left.offerExpiresAt) await promote(unit, sessionId);
        return true;
      });
    },

    /**
     * An account that is no longer a student (made tutor or admin) leaves every line, in the
     * caller's transaction: waitlists hold students only. A seat held for it goes to the next in
     * line. Sessions are locked in id order, as the offers' expiry does.
     */
    async leaveAllWaitlists(unit: UnitOfWork, userId: string): Promise<void> {
      const entries = await createWaitlistRepository(unit.tx).ofStudent(userId);
      for (const sessionId of [...new Set(entries.map((entry) => entry.sessionId))].sort()) {
        await lockSession(unit.tx, sessionId);
        const left = await createWaitlistRepository(unit.tx).leave(sessionId, userId);
        if (left?.offerExpiresAt) await promote(unit, sessionId);
      }
    },

    /**
     * Deleting an account, in the caller's transaction: `remove` deletes it, its bookings and
     * waitlist entries going by foreign key (account/repository.ts), and the seats they held go to
     * the next in line of each session. Every session the account holds a seat in or waits for is
     * locked first, in id order, then the account's row: a booking of it in flight finishes first,
     * and none can start (its row refers to the account) nor an offer reach it (promotion locks
     * the session) until this commits. Sessions it entered meanwhile are locked after.
     */
    async releaseSeatsOf<T>(
      unit: UnitOfWork,
      userId: string,
      remove: () => Promise<T>,
    ): Promise<T> {
      const { tx } = unit;
      const locked = new Set<string>();
      await lockSessions(tx, await sessionsOf(tx, userId), locked);
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      await lockSessions(tx, await sessionsOf(tx, userId), locked);
      const removed = await remove();
      for (const sessionId of [...locked].sort()) await promote(unit, sessionId);
      return removed;
    },

    /**
     * Offers not used in time pass to the next in line. Read first and taken under each session's
     * lock, sessions in id order: an offer another sweep has made meanwhile is not among them.
     */
    async expireOffers(): Promise<number> {
      return app.transact(async (unit) => {
        const waitlist = createWaitlistRepository(unit.tx);
        const lapsed = await waitlist.lapsedOffers();
        let taken = 0;
        for (const sessionId of [...new Set(lapsed.map((offer) => offer.sessionId))].sort()) {
          await lockSession(unit.tx, sessionId);
          const ids = lapsed.filter((offer) => offer.sessionId === sessionId);
          const gone = await waitlist.take(ids.map((offer) => offer.id));
          taken += gone.length;
          if (gone.length) await promote(unit, sessionId);
        }
        return taken;
      });
    },

    /** Refunds the provider could not be reached for at the time, asked again. */
    async retryRefunds(now = new Date()): Promise<void> {
      const pending = await createRefundsRepository(app.db).unasked(
        new Date(now.getTime() - 60_000),
      );
      for (const refund of pending) await issueRefund(app, refund);
    },
  };
}

export type ClassService = ReturnType<typeof createClassService>;
