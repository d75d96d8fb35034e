import { and, desc, eq, exists, lt, notInArray, sql } from 'drizzle-orm';
import type {
  AdminPaymentDto,
  AdminPaymentListQuery,
  AdminPaymentStatus,
  PaymentIntentDto,
} from '@studyhall/shared';
import type { Db } from '../../db/client';
import { bookedSessions, lessons, payments } from '../../db/schema';
import { type Page, paginate } from '../../db/paging';
import { PAYMENT_CANCELED, PAYMENT_REFUNDED, PAYMENT_SUCCEEDED } from '../../payments/provider';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  | 'provider'
  | 'providerIntentId'
  | 'clientSecret'
  | 'studentId'
  | 'sessionId'
  | 'amountCents'
  | 'currency'
  | 'status'
  | 'studentEmail'
  | 'sessionTitle'
  | 'lessonTypeId'
  | 'lessonStartsAt'
>;

export function toPaymentIntentDto(row: PaymentRow): PaymentIntentDto {
  return { clientSecret: row.clientSecret, paymentIntentId: row.providerIntentId };
}

/** The sandbox's answer to a confirmed card, shaped like Stripe's `confirmCardPayment`. */
export function toSandboxConfirmation(row: PaymentRow) {
  return {
    paymentIntent: {
      id: row.providerIntentId,
      status: PAYMENT_SUCCEEDED,
      amount: row.amountCents,
      currency: row.currency,
    },
  };
}

/** Neither paid, cancelled nor refunded: an intent that could still take money. */
export const isOpenPayment = () =>
  notInArray(payments.status, [PAYMENT_SUCCEEDED, PAYMENT_CANCELED, PAYMENT_REFUNDED]);

/**
 * Money that has not reached its end (modules/payments/life.ts): an intent that may still take
 * money, or money taken that no refund has touched. A tutor whose sessions hold such a payment
 * keeps their account until it is settled.
 */
export const isUnsettledPayment = () =>
  and(
    notInArray(payments.status, [PAYMENT_CANCELED, PAYMENT_REFUNDED]),
    sql`${payments.refundedCents} < ${payments.amountCents}`,
  );

/** A payment and whether a booking (live or cancelled) was made with it. */
export type PaymentWithBooking = PaymentRow & { booked: boolean };

/** Whether a booking or a lesson (live or cancelled) was made with the payment. */
const bookedWith = (db: Db) =>
  sql<boolean>`(${exists(
    db
      .select({ id: bookedSessions.id })
      .from(bookedSessions)
      .where(eq(bookedSessions.paymentIntentId, payments.providerIntentId)),
  )} or ${exists(
    db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.paymentIntentId, payments.providerIntentId)),
  )})`.mapWith(Boolean);

export function createPaymentsRepository(db: Db) {
  return {
    /** The student's latest intent for the session, whatever its status. */
    async findLatest(
      studentId: string,
      sessionId: string,
    ): Promise<PaymentWithBooking | undefined> {
      const [row] = await db
        .select({ payment: payments, booked: bookedWith(db) })
        .from(payments)
        .where(and(eq(payments.studentId, studentId), eq(payments.sessionId, sessionId)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row && { ...row.payment, booked: row.booked };
    },

    /** The student's latest intent for a lesson of the type at `startsAt`, whatever its status. */
    async findLatestForLesson(
      studentId: string,
      lessonTypeId: string,
      startsAt: Date,
    ): Promise<PaymentWithBooking | undefined> {
      const [row] = await db
        .select({ payment: payments, booked: bookedWith(db) })
        .from(payments)
        .where(
          and(
            eq(payments.studentId, studentId),
            eq(payments.lessonTypeId, lessonTypeId),
            eq(payments.lessonStartsAt, startsAt),
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row && { ...row.payment, booked: row.booked };
    },

    async findByIntent(providerIntentId: string): Promise<PaymentWithBooking | undefined> {
      const [row] = await db
        .select({ payment: payments, booked: bookedWith(db) })
        .from(payments)
        .where(eq(payments.providerIntentId, providerIntentId));
      return row && { ...row.payment, booked: row.booked };
    },

    async findByClientSecret(clientSecret: string): Promise<PaymentWithBooking | undefined> {
      const [row] = await db
        .select({ payment: payments, booked: bookedWith(db) })
        .from(payments)
        .where(eq(payments.clientSecret, clientSecret));
      return row && { ...row.payment, booked: row.booked };
    },

    /**
     * The payment locked for the caller's transaction, with whether a booking was made with it:
     * whoever settles a payment (books it or gives it back) holds this lock, so two of them
     * take turns and the second sees what the first did.
     */
    async lockByIntent(providerIntentId: string): Promise<PaymentWithBooking | undefined> {
      const [row] = await db
        .select({ payment: payments, booked: bookedWith(db) })
        .from(payments)
        .where(eq(payments.providerIntentId, providerIntentId))
        .for('update');
      return row && { ...row.payment, booked: row.booked };
    },

    /**
     * Paid payments nothing has given back, of one session or, older than `paidBefore`, of any;
     * `unbooked` leaves out those a booking was made with (the settling job's sweep).
     */
    async listPaid({
      sessionId,
      paidBefore,
      unbooked = false,
    }: {
      sessionId?: string | undefined;
      paidBefore?: Date | undefined;
      unbooked?: boolean;
    }): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, PAYMENT_SUCCEEDED),
            eq(payments.refundedCents, 0),
            unbooked ? sql`not ${bookedWith(db)}` : undefined,
            sessionId ? eq(payments.sessionId, sessionId) : undefined,
            paidBefore ? lt(payments.updatedAt, paidBefore) : undefined,
          ),
        );
    },

    /** A provider that hands out the same intent twice (idempotency key) leaves one row. */
    async insert(payment: NewPayment): Promise<PaymentRow> {
      await db.insert(payments).values(payment).onConflictDoNothing({
        target: payments.providerIntentId,
      });
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerIntentId, payment.providerIntentId));
      if (!row) throw new Error(`payment ${payment.providerIntentId} was not stored`);
      return row;
    },

    /** Whether an intent of the session could still take money (payments/life.ts). */
    async hasOpenForSession(sessionId: string): Promise<boolean> {
      const [open] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.sessionId, sessionId), isOpenPayment()))
        .limit(1);
      return open !== undefined;
    },

    /** Intents of the session that could still take money. */
    async listOpenForSession(sessionId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.sessionId, sessionId), isOpenPayment()));
    },

    /**
     * Records that an open intent took the money. Only an open one moves: a cancelled intent
     * (its session deleted meanwhile) stays cancelled and a refunded one stays refunded, however
     * late the provider's word arrives; the check and the write are one statement. True when the
     * payment is now paid and unrefunded.
     */
    async markPaid(providerIntentId: string): Promise<boolean> {
      await db
        .update(payments)
        .set({ status: PAYMENT_SUCCEEDED, updatedAt: sql`now()` })
        .where(and(eq(payments.providerIntentId, providerIntentId), isOpenPayment()));
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.providerIntentId, providerIntentId),
            eq(payments.status, PAYMENT_SUCCEEDED),
            eq(payments.refundedCents, 0),
          ),
        );
      return Boolean(row);
    },

    /**
     * An open intent's status as the provider now tells it. Only an open one moves: a status read
     * before a refund landed never turns the refunded payment back into a paid one.
     */
    async setOpenStatus(providerIntentId: string, status: string): Promise<void> {
      await db
        .update(payments)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(payments.providerIntentId, providerIntentId), isOpenPayment()));
    },
  };
}

/**
 * A payment's status as admins read it (docs/product.md#payments-and-refunds), from the
 * provider's status and what was given back: the one home of that rule, for the list, its filter
 * and the export.
 */
export const adminStatus = sql<AdminPaymentStatus>`case
  when ${payments.status} in (${PAYMENT_SUCCEEDED}, ${PAYMENT_REFUNDED}) then
    case
      when ${payments.refundedCents} = 0 then 'paid'
      when ${payments.refundedCents} < ${payments.amountCents} then 'partially_refunded'
      else 'refunded'
    end
  when ${payments.status} = ${PAYMENT_CANCELED} then 'cancelled'
  else 'open'
end`;

/** A payment as admins list it: the row and what it is read with. */
export interface AdminPaymentRow {
  payment: PaymentRow;
  bookingId: string | null;
  status: AdminPaymentStatus;
}

export function toAdminPaymentDto({
  payment,
  bookingId,
  status,
}: AdminPaymentRow): AdminPaymentDto {
  return {
    _id: payment.id,
    bookingId,
    sessionId: payment.sessionId,
    sessionTitle: payment.sessionTitle,
    studentEmail: payment.studentEmail,
    amount: payment.amountCents,
    refunded: payment.refundedCents,
    status,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** Every payment, with its booking (one at most: the intent is unique on bookings). */
export function createAdminPaymentsRepository(db: Db) {
  const rows = () =>
    db
      .select({ payment: payments, bookingId: bookedSessions.id, status: adminStatus })
      .from(payments)
      .leftJoin(bookedSessions, eq(bookedSessions.paymentIntentId, payments.providerIntentId))
      .$dynamic();

  return {
    /** Newest first, through `payments_created_idx`. */
    async list(query: AdminPaymentListQuery): Promise<Page<AdminPaymentRow>> {
      const where = query.status ? sql`${adminStatus} = ${query.status}` : undefined;
      return paginate({
        page: query,
        rows: ({ limit, offset }) =>
          rows()
            .where(where)
            .orderBy(desc(payments.createdAt), desc(payments.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(payments, where),
      });
    },

    async find(id: string): Promise<AdminPaymentRow | undefined> {
      const [row] = await rows().where(eq(payments.id, id));
      return row;
    },
  };
}
