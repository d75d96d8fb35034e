import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  CURRENCY,
  lessonChangeRefusal,
  maySeeLesson,
  messages,
  type AttendanceStatus,
  isBookableLessonType,
  type LessonCanceller,
  type RefundCause,
} from '@studyhall/shared';
import type { Actor } from '../../domain/audit';
import type { Caller } from '../../domain/caller';
import { isRecordId } from '../../domain/ids';
import { conflict, forbidden, invalid, notFound, refuse } from '../../domain/refusal';
import { isBusyTimeViolation } from '../../db/errors';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../db/transact';
import { paymentProviderFor } from '../../payments';
import { PAYMENT_OPEN, PAYMENT_SUCCEEDED } from '../../payments/provider';
import { notices } from '../notifications/notices';
import { paymentStage } from '../payments/life';
import { issueRefund, openRefund } from '../payments/refunds';
import { createPaymentsRepository, type PaymentRow } from '../payments/repository';
import type { RefundRow } from '../bookings/repository';
import { createAvailabilityRepository } from './availability-repository';
import { lessonCalendar } from './calendar';
import { createLessonTypesRepository, type LessonTypeWithTutor } from './lesson-types-repository';
import {
  createLessonsRepository,
  type LessonRow,
  type LessonsRepository,
  type LessonView,
} from './repository';
import { refusalOf, type SlotSubject } from './slots';

const MINUTE_MS = 60_000;

const slotTaken = () => refuse('SLOT_TAKEN', apiMessages.lessons.slotTaken);
const notASlot = () => refuse('NOT_A_SLOT', apiMessages.lessons.notASlot);
const lessonNotFound = () => notFound(apiMessages.lessons.notFound);
const typeNotFound = () => notFound(apiMessages.lessons.typeNotFound);

/** Refuses a lesson change as lesson-policies.ts decides. */
function refuseChange(refusal: ReturnType<typeof lessonChangeRefusal>) {
  switch (refusal) {
    case null:
      return;
    case 'notFound':
      throw lessonNotFound();
    case 'cancelled':
      throw conflict(apiMessages.lessons.cancelled);
    case 'started':
      throw conflict(apiMessages.lessons.started);
    case 'deadlinePassed':
      throw refuse('CANCELLATION_DEADLINE_PASSED', apiMessages.lessons.deadlinePassed);
  }
}

const cancellerOf = (caller: Caller, lesson: LessonRow): LessonCanceller =>
  caller.role === 'admin' ? 'admin' : caller.id === lesson.tutorId ? 'tutor' : 'student';

/** A cancelled paid lesson's refund, by who cancelled it. */
const LESSON_CANCEL_CAUSES = {
  student: 'lessonCancelledByStudent',
  tutor: 'lessonCancelledByTutor',
  admin: 'lessonCancelledByAdmin',
} as const satisfies Record<LessonCanceller, RefundCause>;

/**
 * Lessons booked, moved, cancelled and attended (docs/product.md#lessons). The database decides
 * who gets a time: each change runs under the tutor's availability lock (so the daily limit counts
 * every lesson before it) and the busy-time constraints of migration 0015 refuse any overlap.
 */
export function createLessonService(app: FastifyInstance) {
  const { config } = app;
  const provider = paymentProviderFor(app);
  const site = { publicUrl: config.publicUrl };

  /** The type a student may book, or why not. */
  async function bookableType(lessonTypeId: string, student: Caller) {
    const type = isRecordId(lessonTypeId)
      ? await createLessonTypesRepository(app.db).find(lessonTypeId)
      : undefined;
    if (!type || type.status !== 'approved') throw typeNotFound();
    if (!isBookableLessonType(type)) throw conflict(apiMessages.lessons.typeNotBookable);
    if (type.tutorId === student.id) throw forbidden(apiMessages.lessons.ownLesson);
    return type;
  }

  /** What the slot rule needs of a type and its tutor's hours, read in `db`. */
  async function subjectOf(
    db: Db,
    type: LessonTypeWithTutor,
    { lock }: { lock: boolean },
  ): Promise<SlotSubject> {
    const availabilities = createAvailabilityRepository(db);
    const availability = await (lock ? availabilities.lock : availabilities.find)(type.tutorId);
    if (!availability) throw refuse('NOT_A_SLOT', apiMessages.lessons.noAvailability);
    return { tutorId: type.tutorId, availability, lessonType: type };
  }

  /** Tells the student and the tutor, each with the calendar file for their calendar. */
  async function tellBoth(
    unit: UnitOfWork,
    lesson: LessonView,
    change: 'booked' | 'rescheduled' | 'cancelled',
    previousStartsAt?: Date,
  ) {
    const availability = await createAvailabilityRepository(unit.tx).find(lesson.tutorId);
    const calendar = lessonCalendar(lesson, {
      ...site,
      method: change === 'cancelled' ? 'cancel' : 'request',
    });
    const timeZone = availability?.timeZone ?? config.timeZone;
    await unit.notify(
      ...(['student', 'tutor'] as const).map((as) =>
        notices.lessonChanged({
          lesson,
          change,
          ...(previousStartsAt ? { previousStartsAt } : {}),
          to: { userId: as === 'student' ? lesson.studentId : lesson.tutorId, as },
          timeZone,
          calendar,
        }),
      ),
    );
  }

  /**
   * A paid payment the student names for this lesson, or why it cannot book it. One the provider
   * now says is paid is recorded so first.
   */
  async function paidPaymentFor(
    student: Caller,
    type: LessonTypeWithTutor,
    startsAt: Date,
    paymentIntentId: string | undefined,
  ): Promise<PaymentRow> {
    const paymentRequired = () => refuse('PAYMENT_REQUIRED', apiMessages.lessons.paymentRequired);
    if (!paymentIntentId) throw paymentRequired();
    const payments = createPaymentsRepository(app.db);
    const payment = await payments.findByIntent(paymentIntentId);
    if (
      !payment ||
      payment.studentId !== student.id ||
      payment.lessonTypeId !== type.id ||
      payment.lessonStartsAt?.getTime() !== startsAt.getTime()
    ) {
      throw paymentRequired();
    }
    const stage = paymentStage(payment);
    if (stage === 'finished') {
      const mine = await createLessonsRepository(app.db).findByPayment(paymentIntentId);
      if (mine && mine.status === 'booked') {
        throw refuse('ALREADY_BOOKED', messages.bookings.alreadyBooked);
      }
      throw refuse('NEW_PAYMENT_REQUIRED', apiMessages.bookings.paymentFinished);
    }
    if (stage === 'open') {
      const intent = await provider.retrieve(paymentIntentId);
      if (
        intent?.status !== PAYMENT_SUCCEEDED ||
        intent.amount !== payment.amountCents ||
        intent.currency.toLowerCase() !== CURRENCY
      ) {
        throw paymentRequired();
      }
      await payments.markPaid(paymentIntentId);
    }
    return payment;
  }

  /** Gives a paid lesson's money back in full when its time went meanwhile. */
  async function refundUnused(paymentIntentId: string) {
    const opening = await app.transact((unit) =>
      openRefund(unit, {
        kind: 'unseated',
        paymentIntentId,
        bookingId: null,
        why: { cause: 'lessonTimeGone' },
        actor: null,
      }),
    );
    if (opening.outcome === 'opened') await issueRefund(app, opening.refund);
  }

  async function insertLesson(
    student: Caller,
    type: LessonTypeWithTutor,
    startsAt: Date,
    payment: PaymentRow | undefined,
  ): Promise<LessonView> {
    return app.transact(async (unit) => {
      const subject = await subjectOf(unit.tx, type, { lock: true });
      if (payment) {
        const locked = await createPaymentsRepository(unit.tx).lockByIntent(
          payment.providerIntentId,
        );
        if (!locked || paymentStage(locked) !== 'paid') {
          throw refuse('NEW_PAYMENT_REQUIRED', apiMessages.bookings.paymentFinished);
        }
      }
      const refusal = await refusalOf(unit.tx, subject, startsAt, { now: new Date() });
      if (refusal === 'notASlot') throw notASlot();
      if (refusal === 'taken') throw slotTaken();
      const lessons = createLessonsRepository(unit.tx);
      const row = await lessons.insert({
        lessonTypeId: type.id,
        tutorId: type.tutorId,
        studentId: student.id,
        title: type.title,
        startsAt,
        endsAt: new Date(startsAt.getTime() + type.durationMinutes * MINUTE_MS),
        bufferBeforeMinutes: type.bufferBeforeMinutes,
        bufferAfterMinutes: type.bufferAfterMinutes,
        feeCents: payment ? payment.amountCents : 0,
        location: type.location,
        meetingUrl: type.meetingUrl,
        paymentIntentId: payment?.providerIntentId ?? null,
      });
      const lesson = (await lessons.find(row.id))!;
      await tellBoth(unit, lesson, 'booked');
      return lesson;
    });
  }

  /**
   * The lesson locked for a change (cancel, reschedule) `actor` may make now: 404 for a lesson
   * they may not see, else refused as the shared rule says (the deadline, a past lesson).
   */
  async function lockForChange(lessons: LessonsRepository, actor: Actor, id: string) {
    const locked = isRecordId(id) ? await lessons.lock(id) : undefined;
    if (!locked) throw lessonNotFound();
    refuseChange(
      lessonChangeRefusal({
        lesson: locked,
        caller: actor,
        now: new Date(),
        hours: config.cancellationHours,
      }),
    );
    return locked;
  }

  /** Runs a change of a tutor's busy time, an overlap the database found answering 409. */
  async function decided<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isBusyTimeViolation(error)) throw slotTaken();
      throw error;
    }
  }

  return {
    /** The slot rule's subject for a type anyone may see slots of: approved and active. */
    async publicSubject(lessonTypeId: string) {
      const found = isRecordId(lessonTypeId)
        ? await createLessonTypesRepository(app.db).findWithAvailability(lessonTypeId)
        : undefined;
      if (!found || !isBookableLessonType(found.type)) throw typeNotFound();
      return found;
    },

    /**
     * Books a lesson: free, or with the payment the request names. A paid lesson whose time went
     * meanwhile is given back in full, and the student told so.
     */
    async book(
      student: Caller,
      body: { lessonTypeId: string; startsAt: Date; paymentIntentId?: string | undefined },
    ): Promise<LessonView> {
      const type = await bookableType(body.lessonTypeId, student);
      const payment =
        type.feeCents > 0
          ? await paidPaymentFor(student, type, body.startsAt, body.paymentIntentId)
          : undefined;
      try {
        return await decided(() => insertLesson(student, type, body.startsAt, payment));
      } catch (error) {
        const lost =
          error instanceof Error &&
          'reason' in error &&
          (error.reason === 'SLOT_TAKEN' || error.reason === 'NOT_A_SLOT');
        if (payment && lost) await refundUnused(payment.providerIntentId);
        throw error;
      }
    },

    /**
     * An intent to pay for a lesson at `startsAt`, at the type's fee. The student's open or paid
     * intent for the same lesson is handed out again; a finished one never is.
     */
    async createIntent(student: Caller, body: { lessonTypeId: string; startsAt: Date }) {
      const type = await bookableType(body.lessonTypeId, student);
      if (type.feeCents === 0) throw invalid(apiMessages.lessons.freeType);
      const refusal = await refusalOf(
        app.db,
        await subjectOf(app.db, type, { lock: false }),
        body.startsAt,
        { now: new Date() },
      );
      if (refusal === 'notASlot') throw notASlot();
      if (refusal === 'taken') throw slotTaken();
      const payments = createPaymentsRepository(app.db);
      const latest = await payments.findLatestForLesson(student.id, type.id, body.startsAt);
      if (latest && paymentStage(latest) !== 'finished' && latest.amountCents === type.feeCents) {
        return latest;
      }
      const generation = latest ? latest.id : 'first';
      const key = `lesson-intent-${student.id}-${type.id}-${body.startsAt.getTime()}-${type.feeCents}-${generation}`;
      const created = await provider.createIntent(
        type.feeCents,
        { lessonTypeId: type.id, studentId: student.id },
        key,
      );
      return payments.insert({
        provider: provider.name,
        providerIntentId: created.id,
        clientSecret: created.clientSecret,
        studentId: student.id,
        studentEmail: student.email,
        sessionId: null,
        sessionTitle: type.title,
        lessonTypeId: type.id,
        lessonStartsAt: body.startsAt,
        amountCents: type.feeCents,
        currency: CURRENCY,
        status: PAYMENT_OPEN,
      });
    },

    /** A lesson its student, its tutor or an admin may see; 404 for anyone else. */
    async visible(caller: Caller, id: string): Promise<LessonView> {
      const lesson = isRecordId(id) ? await createLessonsRepository(app.db).find(id) : undefined;
      if (!lesson || !maySeeLesson({ lesson, caller })) throw lessonNotFound();
      return lesson;
    },

    /**
     * Cancels a lesson (its student to the deadline, its tutor before the start, admins at any
     * time); a paid one is refunded in full at once and the time is free again.
     */
    async cancel(
      actor: Actor,
      id: string,
      reason: string | null,
    ): Promise<{ lesson: LessonView; refund: RefundRow | null }> {
      const outcome = await app.transact(async (unit) => {
        const lessons = createLessonsRepository(unit.tx);
        const locked = await lockForChange(lessons, actor, id);
        const cancelledBy = cancellerOf(actor, locked);
        await lessons.update(locked.id, {
          status: 'cancelled',
          cancelledAt: new Date(),
          cancelledBy,
          cancelReason: reason,
          sequence: locked.sequence + 1,
        });
        const opening = locked.paymentIntentId
          ? await openRefund(unit, {
              kind: 'cancellation',
              paymentIntentId: locked.paymentIntentId,
              bookingId: null,
              lessonId: locked.id,
              why: { cause: LESSON_CANCEL_CAUSES[cancelledBy], words: reason },
              actor,
            })
          : undefined;
        if (cancelledBy !== 'student') {
          await unit.audit({
            actor,
            action: 'lesson.cancelled',
            target: { type: 'lesson', id: locked.id },
            detail: { startsAt: locked.startsAt.toISOString(), reason, cancelledBy },
          });
        }
        const lesson = (await lessons.find(locked.id))!;
        await tellBoth(unit, lesson, 'cancelled');
        return { refund: opening?.outcome === 'opened' ? opening.refund : null };
      });
      const refund = outcome.refund ? await issueRefund(app, outcome.refund) : null;
      const lesson = (await createLessonsRepository(app.db).find(id))!;
      return { lesson, refund };
    },

    /**
     * Moves a lesson to another offered slot of its type, atomically: the old time frees only
     * once the new one is held. Same id and payment, `sequence` one higher.
     */
    async reschedule(actor: Actor, id: string, startsAt: Date): Promise<LessonView> {
      return decided(() =>
        app.transact(async (unit) => {
          const lessons = createLessonsRepository(unit.tx);
          const locked = await lockForChange(lessons, actor, id);
          const type = (await createLessonTypesRepository(unit.tx).find(locked.lessonTypeId))!;
          const subject = await subjectOf(unit.tx, type, { lock: true });
          const refusal = await refusalOf(unit.tx, subject, startsAt, {
            now: new Date(),
            exceptLessonId: locked.id,
          });
          if (refusal === 'notASlot') throw notASlot();
          if (refusal === 'taken') throw slotTaken();
          await lessons.update(locked.id, {
            startsAt,
            endsAt: new Date(startsAt.getTime() + type.durationMinutes * MINUTE_MS),
            bufferBeforeMinutes: type.bufferBeforeMinutes,
            bufferAfterMinutes: type.bufferAfterMinutes,
            sequence: locked.sequence + 1,
            remindedSequence: null,
          });
          if (cancellerOf(actor, locked) !== 'student') {
            await unit.audit({
              actor,
              action: 'lesson.rescheduled',
              target: { type: 'lesson', id: locked.id },
              detail: {
                previousStartsAt: locked.startsAt.toISOString(),
                startsAt: startsAt.toISOString(),
              },
            });
          }
          const lesson = (await lessons.find(locked.id))!;
          await tellBoth(unit, lesson, 'rescheduled', locked.startsAt);
          return lesson;
        }),
      );
    },

    /** Its tutor (or an admin) marks whether the student came, once the lesson has begun. */
    async markAttendance(caller: Caller, id: string, status: AttendanceStatus) {
      return app.transact(async ({ tx }) => {
        const lessons = createLessonsRepository(tx);
        const locked = isRecordId(id) ? await lessons.lock(id) : undefined;
        if (!locked || !(caller.role === 'admin' || caller.id === locked.tutorId)) {
          throw lessonNotFound();
        }
        if (locked.status === 'cancelled') throw conflict(apiMessages.lessons.cancelled);
        if (locked.startsAt.getTime() > Date.now()) throw conflict(apiMessages.lessons.notStarted);
        await lessons.update(locked.id, { attendance: status, attendanceMarkedAt: new Date() });
        return (await lessons.find(locked.id))!;
      });
    },
  };
}

export type LessonService = ReturnType<typeof createLessonService>;
