import { randomUUID } from 'node:crypto';
import type { Role } from '@studyhall/shared';
import { authSessions, users } from '../../src/db/schema';
import {
  createBooking,
  createLesson,
  createLessonType,
  type LessonTypeInput,
  createMaterial,
  createNote,
  createReview,
  createSession,
  setAvailability,
  type SessionInput,
  type SessionRow,
  type UserRow,
} from '../../src/seed/factories';
import type { TestContext, TestUser } from '../helper';

/** Everyone who may knock on a route; "owning" ones hold the records the requests name. */
export const CALLERS = [
  'anonymous',
  'student',
  'owningStudent',
  'otherStudent',
  'tutor',
  'owningTutor',
  'otherTutor',
  'admin',
] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Cast {
  ctx: TestContext;
  users: Record<Exclude<CallerName, 'anonymous'>, TestUser>;
  /** Approved, registration open, free; booked and reviewed by the owning student, with a material. */
  approved: SessionRow;
  /** Approved and open, booked by the owning student but not reviewed yet. */
  unreviewed: SessionRow;
  /** Approved, open, with a fee. */
  paid: SessionRow;
  pending: SessionRow;
  rejected: SessionRow;
  material: { id: string };
  note: { id: string };
  /** Records of the "other" tutor and student, for requests that name what is not theirs. */
  others: { session: SessionRow; material: { id: string }; note: { id: string } };
  headers(caller: CallerName): Record<string, string>;
  /** Fresh records for requests that consume what they act on (delete, approve, book …). */
  fresh: {
    session(input?: SessionInput): Promise<SessionRow>;
    material(): Promise<{ id: string }>;
    note(): Promise<{ id: string }>;
    /** A student with a pending tutor request, made straight in the table: no password needed. */
    requester(): Promise<UserRow>;
    /** A lesson type of the owning tutor (approved unless told), who is available all day. */
    lessonType(input?: LessonTypeInput): ReturnType<typeof createLessonType>;
    /** A lesson of the owning student with the owning tutor, at an hour no other lesson has. */
    lesson(): Promise<{ id: string }>;
    /** A whole hour ahead that no lesson of the cast has been given yet. */
    lessonHour(): Date;
  };
}

export async function createCast(ctx: TestContext): Promise<Cast> {
  const [student, owningStudent, otherStudent, tutor, owningTutor, otherTutor, admin] =
    await Promise.all([
      ctx.signUp('student', { name: 'Plain Student' }),
      ctx.signUp('student', { name: 'Owning Student' }),
      ctx.signUp('student', { name: 'Other Student' }),
      ctx.signUp('tutor', { name: 'Plain Tutor' }),
      ctx.signUp('tutor', { name: 'Owning Tutor' }),
      ctx.signUp('tutor', { name: 'Other Tutor' }),
      ctx.signUp('admin', { name: 'Admin' }),
    ]);
  const { db } = ctx.app;
  const session = (input: SessionInput = {}) => createSession(db, owningTutor.user, input);

  await setAvailability(db, owningTutor.user);
  // Lessons at whole hours from two days ahead, one hour apart, never on one another, and at
  // night (UTC), away from the cast's class meetings, which meet in the day.
  let hour = Math.ceil(Date.now() / 3_600_000) + 48;
  const lessonHour = () => {
    while (new Date(hour * 3_600_000).getUTCHours() >= 6) hour++;
    return new Date(hour++ * 3_600_000);
  };
  const approved = await session({ title: 'Owned approved session' });
  const unreviewed = await session({ title: 'Booked, not reviewed' });
  const paid = await session({ title: 'Paid session', feeCents: 1500 });
  const pending = await session({ title: 'Owned pending session', status: 'pending' });
  const rejected = await session({
    title: 'Owned rejected session',
    status: 'rejected',
    rejectionReason: 'Too short',
  });
  await createBooking(db, owningStudent.user, approved);
  await createBooking(db, owningStudent.user, unreviewed);
  await createReview(db, owningStudent.user, approved, { rating: 4 });
  const material = await createMaterial(db, approved);
  const note = await createNote(db, owningStudent.user);

  // The "other" ones own records too, just not the ones the requests name.
  const otherSession = await createSession(db, otherTutor.user, { title: 'Other tutor session' });
  await createBooking(db, otherStudent.user, otherSession);
  const others = {
    session: otherSession,
    material: await createMaterial(db, otherSession),
    note: await createNote(db, otherStudent.user, { title: 'Not yours' }),
  };

  const all = { student, owningStudent, otherStudent, tutor, owningTutor, otherTutor, admin };
  return {
    ctx,
    users: all,
    approved,
    unreviewed,
    paid,
    pending,
    rejected,
    material,
    note,
    others,
    headers: (caller) => (caller === 'anonymous' ? {} : all[caller].headers),
    fresh: {
      session,
      lessonType: (input) => createLessonType(db, owningTutor.user, input),
      lesson: async () =>
        createLesson(
          db,
          await createLessonType(db, owningTutor.user),
          owningStudent.user,
          lessonHour(),
        ),
      lessonHour,
      material: async () => createMaterial(db, approved),
      note: async () => createNote(db, owningStudent.user),
      async requester() {
        const id = randomUUID();
        const [row] = await db
          .insert(users)
          .values({
            id,
            name: 'Hopeful Tutor',
            email: `hopeful-${id}@example.com`,
            pendingReason: 'I teach algebra',
          })
          .returning();
        return row!;
      },
    },
  };
}

/**
 * A signed-in user made straight in the tables: a session row is what a bearer token names, and
 * skipping password hashing makes fifty of them cheap.
 */
export async function quickUser(ctx: TestContext, role: Role = 'student'): Promise<TestUser> {
  const id = randomUUID();
  const token = randomUUID().replaceAll('-', '');
  const [user] = await ctx.app.db
    .insert(users)
    .values({ id, name: `Quick ${role}`, email: `quick-${id}@example.com`, role })
    .returning();
  await ctx.app.db.insert(authSessions).values({
    id: randomUUID(),
    token,
    userId: id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return { user: user!, token, headers: { authorization: `Bearer ${token}` } };
}
