import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AttendanceStatus, CURRENCY, type ExportKind } from '@studyhall/shared';
import type { Db } from '../../db/client';
import {
  bookedSessions,
  lessons,
  meetingAttendance,
  payments,
  refunds,
  studySessions,
  users,
} from '../../db/schema';
import { adminStatus } from '../payments/repository';
import type { CsvValue } from './csv';
import { csvStream } from './stream';

/** Where a batch ends: the next starts after this time and id (keyset paging). */
export interface Cursor {
  /** The row's time to the microsecond, as text: a JS Date would cut it to the millisecond. */
  at: string;
  id: string;
}

/** One export: its columns, and how to read its rows oldest first, a batch at a time. */
export interface ExportTable<Row> {
  columns: readonly (readonly [header: string, value: (row: Row) => CsvValue])[];
  read(db: Db, after: Cursor | null, limit: number): Promise<{ row: Row; key: Cursor }[]>;
}

const exactTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor in (time, id) order: what the index on (time, id) serves. */
const after = (time: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | null): SQL | undefined =>
  cursor ? sql`(${time}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;

/** Rows read with their `cursorAt`, as a batch of rows and the keys that continue after each. */
const keyed = <Row extends { id: string; cursorAt: string }>(rows: Row[]) =>
  rows.map(({ cursorAt, ...row }) => ({ row, key: { at: cursorAt, id: row.id } }));

const money = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
const instant = (value: Date | null) => value?.toISOString() ?? null;
const currency = CURRENCY.toLowerCase();

/**
 * A booking's attendance in one word: `present` or `absent` when every meeting marked says so,
 * `mixed` when they differ, nothing before any mark (docs/product.md#exports).
 */
function attendanceOf({ meetingsPresent, meetingsAbsent }: BookingRow) {
  if (meetingsPresent && meetingsAbsent) return 'mixed';
  if (meetingsPresent) return 'present';
  return meetingsAbsent ? 'absent' : null;
}

async function bookingRows(db: Db, cursor: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: bookedSessions.id,
      bookedAt: bookedSessions.bookedAt,
      sessionId: bookedSessions.sessionId,
      sessionTitle: bookedSessions.sessionTitle,
      tutorName: bookedSessions.tutorName,
      tutorEmail: bookedSessions.tutorEmail,
      studentName: users.name,
      studentEmail: bookedSessions.studentEmail,
      feeCents: bookedSessions.feeCents,
      paymentIntentId: bookedSessions.paymentIntentId,
      refundedCents: payments.refundedCents,
      cancelledAt: bookedSessions.cancelledAt,
      cancelledBy: bookedSessions.cancelledBy,
      startsAt: studySessions.startsAt,
      cursorAt: exactTime(bookedSessions.bookedAt),
    })
    .from(bookedSessions)
    .innerJoin(users, eq(users.id, bookedSessions.studentId))
    .innerJoin(studySessions, eq(studySessions.id, bookedSessions.sessionId))
    .leftJoin(payments, eq(payments.providerIntentId, bookedSessions.paymentIntentId))
    .where(after(bookedSessions.bookedAt, bookedSessions.id, cursor))
    .orderBy(asc(bookedSessions.bookedAt), asc(bookedSessions.id))
    .limit(limit);
  const marked = await marksOf(
    db,
    rows.map((row) => row.id),
  );
  return keyed(
    rows.map((row) => ({
      ...row,
      meetingsPresent: marked.get(row.id)?.present ?? 0,
      meetingsAbsent: marked.get(row.id)?.absent ?? 0,
    })),
  );
}

/**
 * How many meetings each booking of a batch was marked present and absent at: one query per
 * batch, through the marks' index on their booking.
 */
async function marksOf(db: Db, bookingIds: string[]) {
  if (!bookingIds.length) return new Map<string, { present: number; absent: number }>();
  const counted = (status: AttendanceStatus) =>
    sql<number>`count(*) filter (where ${meetingAttendance.status} = ${status})`.mapWith(Number);
  const rows = await db
    .select({
      bookingId: meetingAttendance.bookingId,
      present: counted('present'),
      absent: counted('absent'),
    })
    .from(meetingAttendance)
    .where(inArray(meetingAttendance.bookingId, bookingIds))
    .groupBy(meetingAttendance.bookingId);
  return new Map(rows.map(({ bookingId, ...marks }) => [bookingId, marks]));
}
type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number]['row'];

async function paymentRows(db: Db, cursor: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      status: adminStatus,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      currency: payments.currency,
      provider: payments.provider,
      providerIntentId: payments.providerIntentId,
      bookingId: bookedSessions.id,
      sessionId: payments.sessionId,
      sessionTitle: payments.sessionTitle,
      studentEmail: payments.studentEmail,
      cursorAt: exactTime(payments.createdAt),
    })
    .from(payments)
    .leftJoin(bookedSessions, eq(bookedSessions.paymentIntentId, payments.providerIntentId))
    .where(after(payments.createdAt, payments.id, cursor))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
  return keyed(rows);
}
type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number]['row'];

/** Never a password: those live in `accounts`, which no export reads. */
async function userRows(db: Db, cursor: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      lastLogIn: users.lastLogIn,
      pendingReason: users.pendingReason,
      cursorAt: exactTime(users.createdAt),
    })
    .from(users)
    .where(after(users.createdAt, users.id, cursor))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
  return keyed(rows);
}
type UserRow = Awaited<ReturnType<typeof userRows>>[number]['row'];

/** Never a meeting link: it is for those who may join, not for a file that travels. */
async function sessionRows(db: Db, cursor: Cursor | null, limit: number) {
  const rows = await db
    .select({
      id: studySessions.id,
      title: studySessions.title,
      tutorName: studySessions.tutorName,
      tutorEmail: studySessions.tutorEmail,
      status: studySessions.status,
      registrationStart: studySessions.registrationStart,
      registrationEnd: studySessions.registrationEnd,
      startsAt: studySessions.startsAt,
      endsAt: studySessions.endsAt,
      location: studySessions.location,
      feeCents: studySessions.feeCents,
      capacity: studySessions.capacity,
      seatsTaken: studySessions.seatsTaken,
      averageRating: studySessions.averageRating,
      reviewCount: studySessions.reviewCount,
      rejectionReason: studySessions.rejectionReason,
      cancellationReason: studySessions.cancellationReason,
      createdAt: studySessions.createdAt,
      cursorAt: exactTime(studySessions.createdAt),
    })
    .from(studySessions)
    .where(after(studySessions.createdAt, studySessions.id, cursor))
    .orderBy(asc(studySessions.createdAt), asc(studySessions.id))
    .limit(limit);
  return keyed(rows);
}
type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number]['row'];

const bookings: ExportTable<BookingRow> = {
  read: bookingRows,
  columns: [
    ['booking_id', (row) => row.id],
    ['booked_at', (row) => instant(row.bookedAt)],
    ['session_id', (row) => row.sessionId],
    ['session_title', (row) => row.sessionTitle],
    ['class_starts_at', (row) => instant(row.startsAt)],
    ['tutor_name', (row) => row.tutorName],
    ['tutor_email', (row) => row.tutorEmail],
    ['student_name', (row) => row.studentName],
    ['student_email', (row) => row.studentEmail],
    [`fee_${currency}`, (row) => money(row.feeCents)],
    ['payment_intent_id', (row) => row.paymentIntentId],
    [`refunded_${currency}`, (row) => money(row.refundedCents ?? 0)],
    ['status', (row) => (row.cancelledAt ? 'cancelled' : 'booked')],
    ['cancelled_at', (row) => instant(row.cancelledAt)],
    ['cancelled_by', (row) => row.cancelledBy],
    ['attendance', attendanceOf],
    ['meetings_present', (row) => row.meetingsPresent],
    ['meetings_absent', (row) => row.meetingsAbsent],
  ],
};

const paymentsTable: ExportTable<PaymentRow> = {
  read: paymentRows,
  columns: [
    ['payment_id', (row) => row.id],
    ['created_at', (row) => instant(row.createdAt)],
    ['status', (row) => row.status],
    [`amount_${currency}`, (row) => money(row.amountCents)],
    [`refunded_${currency}`, (row) => money(row.refundedCents)],
    ['currency', (row) => row.currency],
    ['provider', (row) => row.provider],
    ['provider_payment_id', (row) => row.providerIntentId],
    ['booking_id', (row) => row.bookingId],
    ['session_id', (row) => row.sessionId],
    ['session_title', (row) => row.sessionTitle],
    ['student_email', (row) => row.studentEmail],
  ],
};

const usersTable: ExportTable<UserRow> = {
  read: userRows,
  columns: [
    ['user_id', (row) => row.id],
    ['name', (row) => row.name],
    ['email', (row) => row.email],
    ['role', (row) => row.role],
    ['email_verified', (row) => row.emailVerified],
    ['created_at', (row) => instant(row.createdAt)],
    ['last_log_in', (row) => instant(row.lastLogIn)],
    ['tutor_request', (row) => row.pendingReason],
  ],
};

const sessionsTable: ExportTable<SessionRow> = {
  read: sessionRows,
  columns: [
    ['session_id', (row) => row.id],
    ['title', (row) => row.title],
    ['tutor_name', (row) => row.tutorName],
    ['tutor_email', (row) => row.tutorEmail],
    ['status', (row) => row.status],
    ['registration_start', (row) => row.registrationStart],
    ['registration_end', (row) => row.registrationEnd],
    ['starts_at', (row) => instant(row.startsAt)],
    ['ends_at', (row) => instant(row.endsAt)],
    ['location', (row) => row.location],
    [`fee_${currency}`, (row) => money(row.feeCents)],
    ['capacity', (row) => row.capacity],
    ['seats_taken', (row) => row.seatsTaken],
    ['average_rating', (row) => Number(row.averageRating)],
    ['review_count', (row) => row.reviewCount],
    ['rejection_reason', (row) => row.rejectionReason],
    ['cancellation_reason', (row) => row.cancellationReason],
    ['created_at', (row) => instant(row.createdAt)],
  ],
};

async function lessonRows(db: Db, cursor: Cursor | null, limit: number) {
  const tutors = alias(users, 'tutors');
  const rows = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      tutorName: tutors.name,
      tutorEmail: tutors.email,
      studentName: users.name,
      studentEmail: users.email,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      status: lessons.status,
      feeCents: lessons.feeCents,
      refundedCents: refunds.amountCents,
      sequence: lessons.sequence,
      cancelledAt: lessons.cancelledAt,
      cancelledBy: lessons.cancelledBy,
      attendance: lessons.attendance,
      createdAt: lessons.createdAt,
      cursorAt: exactTime(lessons.createdAt),
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .innerJoin(tutors, eq(tutors.id, lessons.tutorId))
    .leftJoin(refunds, and(eq(refunds.lessonId, lessons.id), eq(refunds.kind, 'cancellation')))
    .where(after(lessons.createdAt, lessons.id, cursor))
    .orderBy(asc(lessons.createdAt), asc(lessons.id))
    .limit(limit);
  return keyed(rows);
}
type LessonRow = Awaited<ReturnType<typeof lessonRows>>[number]['row'];

/** Every lesson, cancelled ones too (docs/product.md#lessons). */
const lessonsTable: ExportTable<LessonRow> = {
  read: lessonRows,
  columns: [
    ['lesson_id', (row) => row.id],
    ['title', (row) => row.title],
    ['tutor_name', (row) => row.tutorName],
    ['tutor_email', (row) => row.tutorEmail],
    ['student_name', (row) => row.studentName],
    ['student_email', (row) => row.studentEmail],
    ['starts_at', (row) => instant(row.startsAt)],
    ['ends_at', (row) => instant(row.endsAt)],
    ['status', (row) => row.status],
    [`fee_${currency}`, (row) => money(row.feeCents)],
    [`refunded_${currency}`, (row) => money(row.refundedCents)],
    ['times_moved', (row) => row.sequence - (row.cancelledAt ? 1 : 0)],
    ['cancelled_at', (row) => instant(row.cancelledAt)],
    ['cancelled_by', (row) => row.cancelledBy],
    ['attendance', (row) => row.attendance],
    ['booked_at', (row) => instant(row.createdAt)],
  ],
};

/** Each export as a stream of its CSV file, read `batchRows` rows at a time. */
export const csvExports: Record<ExportKind, (db: Db, batchRows?: number) => Readable> = {
  bookings: (db, batchRows) => csvStream(db, bookings, batchRows),
  payments: (db, batchRows) => csvStream(db, paymentsTable, batchRows),
  users: (db, batchRows) => csvStream(db, usersTable, batchRows),
  sessions: (db, batchRows) => csvStream(db, sessionsTable, batchRows),
  lessons: (db, batchRows) => csvStream(db, lessonsTable, batchRows),
};
