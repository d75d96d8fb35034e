import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@studyhall/shared';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import {
  bookedSessions,
  lessons,
  lessonTypes,
  materials,
  notes,
  payments,
  reviews,
  studySessions,
  tutorAvailability,
  users,
} from '../db/schema';
import { reviewerKeyOf, sessionRating } from '../modules/reviews/repository';
import { insertSession, type SessionRow } from '../modules/sessions/repository';

export type { SessionRow };

/*
 * Factories make real rows through the same paths the product uses (better-auth for accounts).
 * The demo seed and the tests both build their data with them.
 */

export interface UserInput {
  name?: string;
  email?: string;
  password?: string;
  role?: Role;
  image?: string | null;
}

export type UserRow = typeof users.$inferSelect;

export async function createUser(auth: Auth, db: Db, input: UserInput = {}): Promise<UserRow> {
  return (await createSignedInUser(auth, db, input)).user;
}

/**
 * Signs a user up through better-auth (so the password is hashed as in production), gives them the
 * role, and keeps the session token sign-up opens: a test needs no second, equally slow, sign-in.
 * The server made the account, so its address counts as verified; where verification is required,
 * sign-up opens no session and the user is signed in once verified.
 */
export async function createSignedInUser(
  auth: Auth,
  db: Db,
  input: UserInput = {},
): Promise<{ user: UserRow; token: string }> {
  const email = (input.email ?? `user-${randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const password = input.password ?? 'password123';
  const signedUp = await auth.api.signUpEmail({
    body: {
      email,
      password,
      name: input.name ?? 'Test User',
      ...(input.image ? { image: input.image } : {}),
    },
  });
  const [row] = await db
    .update(users)
    .set({ role: input.role ?? 'student', emailVerified: true })
    .where(eq(users.email, email))
    .returning();
  const token = signedUp.token ?? (await auth.api.signInEmail({ body: { email, password } })).token;
  if (!row || !token) throw new Error(`user ${email} was not created`);
  return { user: row, token };
}

/** `offsetDays` from today, as `YYYY-MM-DD` (UTC). */
export function daysFromToday(offsetDays: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

export type SessionInput = Partial<
  Pick<
    typeof studySessions.$inferInsert,
    | 'id'
    | 'title'
    | 'description'
    | 'registrationStart'
    | 'registrationEnd'
    | 'classStart'
    | 'classEnd'
    | 'duration'
    | 'feeCents'
    | 'status'
    | 'rejectionReason'
    | 'rejectionFeedback'
    | 'createdAt'
    | 'classStartTime'
    | 'classEndTime'
    | 'location'
    | 'meetingUrl'
    | 'capacity'
    | 'seatsTaken'
  >
>;

/** A session, its times read in `timeZone` (the platform's, UTC in tests unless told). */
export async function createSession(
  db: Db,
  tutor: Pick<UserRow, 'id' | 'name' | 'email'>,
  input: SessionInput = {},
  timeZone = 'UTC',
): Promise<SessionRow> {
  const fields = {
    title: 'Algebra study group',
    description: 'Work through linear equations together, with worked examples and practice.',
    registrationStart: daysFromToday(-3),
    registrationEnd: daysFromToday(7),
    classStart: daysFromToday(10),
    classEnd: daysFromToday(12),
    classStartTime: '09:00',
    classEndTime: '10:00',
    duration: '2 hours',
    status: 'approved' as const,
    ...input,
  };
  return insertSession(
    db,
    { ...fields, tutorId: tutor.id, tutorName: tutor.name, tutorEmail: tutor.email },
    {},
    timeZone,
  );
}

/**
 * A live booking, written as the product writes one (modules/bookings/repository.ts): the row alone, its
 * seat counted by the database (migration 0011), which refuses one past the session's limit.
 */
export async function createBooking(
  db: Db,
  student: Pick<UserRow, 'id' | 'email'>,
  session: SessionRow,
  paymentIntentId: string | null = null,
) {
  const [row] = await db
    .insert(bookedSessions)
    .values({
      sessionId: session.id,
      studentId: student.id,
      studentEmail: student.email,
      tutorEmail: session.tutorEmail,
      tutorName: session.tutorName,
      sessionTitle: session.title,
      feeCents: session.feeCents,
      paymentIntentId,
    })
    .returning();
  if (!row) throw new Error('booking was not created');
  return row;
}

export async function createReview(
  db: Db,
  student: Pick<UserRow, 'id' | 'email' | 'name'>,
  session: Pick<SessionRow, 'id'>,
  input: { rating?: number; comment?: string } = {},
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        sessionId: session.id,
        studentId: student.id,
        studentEmail: student.email,
        studentName: student.name,
        reviewerKey: reviewerKeyOf(student.email),
        rating: input.rating ?? 5,
        comment: input.comment ?? 'Clear explanations and a friendly pace.',
      })
      .returning();
    await tx
      .update(studySessions)
      .set(sessionRating(session.id))
      .where(eq(studySessions.id, session.id));
    if (!row) throw new Error('review was not created');
    return row;
  });
}

export async function createMaterial(
  db: Db,
  session: SessionRow,
  input: { title?: string; image?: string; link?: string } = {},
) {
  const [row] = await db
    .insert(materials)
    .values({
      title: input.title ?? 'Worked examples',
      studySessionId: session.id,
      tutorId: session.tutorId,
      tutorEmail: session.tutorEmail,
      tutorName: session.tutorName,
      image: input.image ?? 'https://picsum.photos/seed/studyhall/600/400',
      link: input.link ?? 'https://example.com/notes.pdf',
    })
    .returning();
  if (!row) throw new Error('material was not created');
  return row;
}

export async function createNote(
  db: Db,
  owner: Pick<UserRow, 'id' | 'email'>,
  input: { title?: string; description?: string } = {},
) {
  const [row] = await db
    .insert(notes)
    .values({
      ownerId: owner.id,
      email: owner.email,
      title: input.title ?? 'Revision plan',
      description: input.description ?? 'Chapters 1 to 3 before Friday.',
    })
    .returning();
  if (!row) throw new Error('note was not created');
  return row;
}

export interface PaymentInput {
  amountCents: number;
  /** The provider's status for the intent: paid (`succeeded`) unless told. */
  status?: string;
  student?: Pick<UserRow, 'id' | 'email'>;
  session?: Pick<SessionRow, 'id' | 'title'>;
  providerIntentId?: string;
  createdAt?: Date;
}

/** A sandbox payment, as the intent of a student paying for a session leaves it. */
export async function createPayment(db: Db, input: PaymentInput) {
  const [row] = await db
    .insert(payments)
    .values({
      provider: 'sandbox',
      providerIntentId: input.providerIntentId ?? `pi_sandbox_${randomUUID()}`,
      clientSecret: `pi_sandbox_secret_${randomUUID()}`,
      studentId: input.student?.id ?? null,
      studentEmail: input.student?.email ?? null,
      sessionId: input.session?.id ?? null,
      sessionTitle: input.session?.title ?? null,
      amountCents: input.amountCents,
      currency: 'usd',
      status: input.status ?? 'succeeded',
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('payment was not created');
  return row;
}

export type LessonTypeInput = Partial<
  Pick<
    typeof lessonTypes.$inferInsert,
    | 'title'
    | 'description'
    | 'durationMinutes'
    | 'bufferBeforeMinutes'
    | 'bufferAfterMinutes'
    | 'minimumNoticeHours'
    | 'horizonDays'
    | 'maxPerDay'
    | 'feeCents'
    | 'status'
    | 'active'
    | 'meetingUrl'
  >
>;

/** Hours every day from `start` to `end` in `timeZone`: a tutor ready to teach. */
export async function setAvailability(
  db: Db,
  tutor: Pick<UserRow, 'id'>,
  { timeZone = 'UTC', start = '00:00', end = '24:00' } = {},
) {
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start, end }));
  await db
    .insert(tutorAvailability)
    .values({ tutorId: tutor.id, timeZone, weekly, overrides: [] })
    .onConflictDoUpdate({ target: tutorAvailability.tutorId, set: { timeZone, weekly } });
}

/** A lesson type of the tutor: approved, free, an hour, bookable at once, unless told. */
export async function createLessonType(
  db: Db,
  tutor: Pick<UserRow, 'id'>,
  input: LessonTypeInput = {},
) {
  const [row] = await db
    .insert(lessonTypes)
    .values({
      tutorId: tutor.id,
      title: 'Algebra one to one',
      description: 'Equations and graphs at your own pace.',
      durationMinutes: 60,
      minimumNoticeHours: 0,
      status: 'approved',
      ...input,
    })
    .returning();
  if (!row) throw new Error('lesson type was not created');
  return row;
}

/**
 * A booked lesson of the type, written as the product writes one: its busy time is the
 * database's (migration 0015), which refuses one overlapping another lesson of the tutor.
 */
export async function createLesson(
  db: Db,
  type: typeof lessonTypes.$inferSelect,
  student: Pick<UserRow, 'id'>,
  startsAt: Date,
) {
  const [row] = await db
    .insert(lessons)
    .values({
      lessonTypeId: type.id,
      tutorId: type.tutorId,
      studentId: student.id,
      title: type.title,
      startsAt,
      endsAt: new Date(startsAt.getTime() + type.durationMinutes * 60_000),
      bufferBeforeMinutes: type.bufferBeforeMinutes,
      bufferAfterMinutes: type.bufferAfterMinutes,
      feeCents: type.feeCents,
      location: type.location,
      meetingUrl: type.meetingUrl,
    })
    .returning();
  if (!row) throw new Error('lesson was not created');
  return row;
}
