import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  MyPaymentDto,
  MyPaymentListQuery,
  ReceiptDto,
  StudentPaymentStatus,
} from '@studyhall/shared';
import type { Db } from '../../db/client';
import { type Page, paginate, totalOver } from '../../db/paging';
import { bookedSessions, payments, refunds, studySessions, users } from '../../db/schema';
import { PAYMENT_REFUNDED, PAYMENT_SUCCEEDED } from '../../payments/provider';
import { adminStatus, type PaymentRow } from './repository';

type RefundRow = typeof refunds.$inferSelect;

/**
 * Money taken: paid, and perhaps given back since. An intent never paid (given up, or cancelled
 * with its session) took nothing, so a student's history leaves it out.
 */
const tookMoney = () => inArray(payments.status, [PAYMENT_SUCCEEDED, PAYMENT_REFUNDED]);

/** Of the statuses admins read (`adminStatus`), only these three can be money taken. */
const studentStatus = sql<StudentPaymentStatus>`${adminStatus}`;

const ofStudent = (studentId: string) => and(eq(payments.studentId, studentId), tookMoney());

function toMyPaymentDto(
  payment: PaymentRow,
  status: StudentPaymentStatus,
  given: RefundRow[],
): MyPaymentDto {
  return {
    _id: payment.id,
    sessionId: payment.sessionId,
    sessionTitle: payment.sessionTitle,
    amount: payment.amountCents,
    refunded: payment.refundedCents,
    currency: payment.currency,
    status,
    createdAt: payment.createdAt.toISOString(),
    refunds: given.map((refund) => ({
      _id: refund.id,
      amount: refund.amountCents,
      status: refund.status,
      kind: refund.kind,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}

/**
 * A student's own payments and their refunds (docs/product.md#payment-history-and-receipts):
 * every query names the student, so one never reads another's.
 */
export function createMyPaymentsRepository(db: Db) {
  /** The refunds of these payments, oldest first, by payment intent. */
  async function refundsOf(intents: string[]): Promise<Map<string, RefundRow[]>> {
    const byIntent = new Map<string, RefundRow[]>();
    if (intents.length === 0) return byIntent;
    const rows = await db
      .select()
      .from(refunds)
      .where(inArray(refunds.paymentIntentId, intents))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    for (const row of rows) {
      byIntent.set(row.paymentIntentId, [...(byIntent.get(row.paymentIntentId) ?? []), row]);
    }
    return byIntent;
  }

  return {
    /** Newest first; a student's list is short, so its total is counted beside its rows. */
    async list(studentId: string, query: MyPaymentListQuery): Promise<Page<MyPaymentDto>> {
      const page = await paginate({
        page: query,
        rowsWithTotal: async ({ limit, offset }) => {
          const rows = await db
            .select({
              payment: payments,
              status: studentStatus,
              total: totalOver(),
            })
            .from(payments)
            .where(ofStudent(studentId))
            .orderBy(desc(payments.createdAt), desc(payments.id))
            .limit(limit)
            .offset(offset);
          return rows.map(({ total, ...row }) => ({ row, total }));
        },
        count: () => db.$count(payments, ofStudent(studentId)),
      });
      const given = await refundsOf(page.rows.map(({ payment }) => payment.providerIntentId));
      return {
        total: page.total,
        rows: page.rows.map(({ payment, status }) =>
          toMyPaymentDto(payment, status, given.get(payment.providerIntentId) ?? []),
        ),
      };
    },

    /** The student's payment as a receipt; undefined for one not theirs or that took nothing. */
    async receipt(studentId: string, id: string): Promise<ReceiptDto | undefined> {
      const [row] = await db
        .select({
          payment: payments,
          status: studentStatus,
          studentName: users.name,
          tutorName: studySessions.tutorName,
          bookingId: bookedSessions.id,
        })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.studentId))
        .leftJoin(studySessions, eq(studySessions.id, payments.sessionId))
        .leftJoin(bookedSessions, eq(bookedSessions.paymentIntentId, payments.providerIntentId))
        .where(and(eq(payments.id, id), ofStudent(studentId)));
      if (!row) return undefined;
      const { payment } = row;
      const given = await refundsOf([payment.providerIntentId]);
      return {
        ...toMyPaymentDto(payment, row.status, given.get(payment.providerIntentId) ?? []),
        reference: payment.providerIntentId,
        testMode: payment.provider === 'sandbox',
        studentName: row.studentName,
        studentEmail: payment.studentEmail,
        tutorName: row.tutorName,
        bookingId: row.bookingId,
      };
    },
  };
}
