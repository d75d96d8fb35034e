import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type {
  AdminPaymentDto,
  AdminPaymentListQuery,
  AdminPaymentStatus,
  PaymentIntentDto,
} from '@studyhall/shared';
import type { Db } from '../../db/client';
import { bookedSessions, payments } from '../../db/schema';
import { type Page, paginate } from '../../http/pagination';
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

export function createPaymentsRepository(db: Db) {
  return {
    /** The student's latest intent for the session, whatever its status. */
    async findLatest(studentId: string, sessionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.studentId, studentId), eq(payments.sessionId, sessionId)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row;
    },

    async findByClientSecret(clientSecret: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.clientSecret, clientSecret));
      return row;
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

    /** Intents of the session that could still take money. */
    async listOpenForSession(sessionId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.sessionId, sessionId), isOpenPayment()));
    },

    /**
     * Marks the intent paid unless it was cancelled meanwhile (its session deleted): the check
     * and the write are one statement. False when it was cancelled.
     */
    async markSucceededUnlessCanceled(providerIntentId: string): Promise<boolean> {
      const updated = await db
        .update(payments)
        .set({ status: PAYMENT_SUCCEEDED, updatedAt: sql`now()` })
        .where(
          and(
            eq(payments.providerIntentId, providerIntentId),
            ne(payments.status, PAYMENT_CANCELED),
          ),
        )
        .returning({ id: payments.id });
      return updated.length > 0;
    },

    async setStatus(providerIntentId: string, status: string): Promise<void> {
      await db
        .update(payments)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(payments.providerIntentId, providerIntentId));
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
