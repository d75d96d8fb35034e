import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { PAGE_SIZE } from '@studyhall/shared';
import { bookPaid } from './bookings';
import { tinyPng } from './files';
import { approveSession, createSession } from './sessions';
import { bearer, createUser, E2E_ADMIN, type TestUser } from './users';
import { serverOrigin } from './origin';

/** Every text a user can write that some page shows to someone. */
export const WRITTEN_FIELDS = [
  'tutorName',
  'tutorBio',
  'studentName',
  'applicantName',
  'sessionTitle',
  'description',
  'duration',
  'paidTitle',
  'pendingTitle',
  'rejectedTitle',
  'rejectionReason',
  'feedback',
  'reviewComment',
  'noteTitle',
  'noteBody',
  'tutorReason',
  'materialTitle',
  'lessonTitle',
] as const;
export type WrittenField = (typeof WRITTEN_FIELDS)[number];

/**
 * The texts users wrote that are the same in every seeding (the other sessions' description and
 * duration, the lesson type's description): pages show them as written, in every language.
 */
export const PLAIN_TEXTS = {
  description: 'Worked examples.',
  duration: '2 hours',
  lessonDescription: 'One to one.',
} as const;

/** Everything the product shows when in use: who wrote what, and where to find it. */
export interface ProductData {
  texts: Record<WrittenField, string>;
  /** In every name above, so the admin's user search lists exactly these users. */
  marker: string;
  tutor: TestUser;
  student: TestUser;
  applicant: TestUser;
  /** Free, approved, booked and reviewed by the student, with one material. */
  sessionId: string;
  /** Approved with a fee and not booked: its payment page is open to the student. */
  paidSessionId: string;
  /** The student's payment for a second paid session, titled like the first and booked: a receipt. */
  paymentId: string;
  /** The /tutors page (ordered oldest first) that shows the tutor. */
  tutorsPage: number;
  /** The tutor's lesson type, approved with a fee and bookable every day from 09:00 to 17:00 UTC. */
  lessonTypeId: string;
}

/** What a seeding writes: every text, and the start of every account's email address. */
export interface Writing {
  /** The text of `field`; it must hold `marker` and no other field's text. */
  text: (field: WrittenField, marker: string) => string;
  emailPrefix?: string;
}

async function ok(response: Promise<APIResponse>, what: string) {
  const answer = await response;
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBeTruthy();
  return answer;
}

async function rename(request: APIRequestContext, user: TestUser, name: string) {
  await ok(
    request.post('/api/auth/update-user', {
      headers: { ...(await bearer(user)), Origin: serverOrigin() },
      data: { name },
    }),
    `rename ${user.email}`,
  );
  user.name = name;
}

/**
 * Creates, through the API, one of everything a page can list or detail, with every user-written
 * text set to `[field] marker` followed by `payload` (empty for ordinary text, hostile markup for
 * the XSS tour), or to what `payload` writes. Each text starts with its bracketed field name so no
 * text contains another.
 */
export async function seedProduct(
  request: APIRequestContext,
  payload: string | Writing = '',
): Promise<ProductData> {
  const writing: Writing =
    typeof payload === 'string'
      ? { text: (field, marker) => `[${field}] ${marker}${payload ? ` ${payload}` : ''}` }
      : payload;
  const marker = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const texts = Object.fromEntries(
    WRITTEN_FIELDS.map((field) => [field, writing.text(field, marker)]),
  ) as Record<WrittenField, string>;
  const asAdmin = await bearer(E2E_ADMIN);

  const [tutor, student, applicant] = await Promise.all([
    createUser(request, 'tutor', writing.emailPrefix),
    createUser(request, 'student', writing.emailPrefix),
    createUser(request, 'student', writing.emailPrefix),
  ]);
  await rename(request, tutor, texts.tutorName);
  await rename(request, student, texts.studentName);
  await rename(request, applicant, texts.applicantName);
  const asTutor = await bearer(tutor);
  const asStudent = await bearer(student);
  await ok(
    request.put('/api/me/tutor-profile', {
      headers: asTutor,
      data: { bio: texts.tutorBio, subjects: [] },
    }),
    'write the tutor profile',
  );

  const sessionId = await createSession(request, tutor, {
    title: texts.sessionTitle,
    description: texts.description,
    duration: texts.duration,
  });
  const plain = { description: PLAIN_TEXTS.description, duration: PLAIN_TEXTS.duration };
  const paidSessionId = await createSession(request, tutor, { title: texts.paidTitle, ...plain });
  const rejectedId = await createSession(request, tutor, { title: texts.rejectedTitle, ...plain });
  await createSession(request, tutor, { title: texts.pendingTitle, ...plain });

  await approveSession(request, sessionId);
  await approveSession(request, paidSessionId, 25);
  const paidBookedId = await createSession(request, tutor, { title: texts.paidTitle, ...plain });
  await approveSession(request, paidBookedId, 25);
  await ok(
    request.patch(`/api/sessions/${rejectedId}/reject`, {
      headers: asAdmin,
      data: { reason: texts.rejectionReason, feedback: texts.feedback },
    }),
    'reject a session',
  );

  await ok(
    request.post('/api/bookedSessions', { headers: asStudent, data: { sessionId } }),
    'book',
  );
  await ok(
    request.post('/api/reviews', {
      headers: asStudent,
      data: { sessionId, rating: 4, comment: texts.reviewComment },
    }),
    'review',
  );
  await ok(
    request.post('/api/notes', {
      headers: asStudent,
      data: { title: texts.noteTitle, description: texts.noteBody },
    }),
    'write a note',
  );
  await ok(
    request.patch('/api/users/request-tutor', {
      headers: await bearer(applicant),
      data: { reason: texts.tutorReason },
    }),
    'ask to become a tutor',
  );

  const upload = await ok(
    request.post('/api/uploads', { headers: asTutor, multipart: { image: tinyPng } }),
    'upload an image',
  );
  const { data: image } = (await upload.json()) as { data: { url: string } };
  await ok(
    request.post('/api/materials', {
      headers: asTutor,
      data: {
        title: texts.materialTitle,
        studySessionId: sessionId,
        image: image.url,
        link: 'https://example.com/notes.pdf',
      },
    }),
    'share a material',
  );

  await bookPaid(request, student, paidBookedId, 25);
  const paid = await ok(request.get('/api/me/payments', { headers: asStudent }), 'list payments');
  const [payment] = (await paid.json()) as { _id: string }[];
  const paymentId = payment!._id;
  await ok(
    request.put('/api/me/availability', {
      headers: asTutor,
      data: {
        timeZone: 'UTC',
        weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '09:00', end: '17:00' })),
        overrides: [],
      },
    }),
    "set the tutor's hours",
  );
  const lessonType = await ok(
    request.post('/api/lesson-types', {
      headers: asTutor,
      data: {
        title: texts.lessonTitle,
        description: PLAIN_TEXTS.lessonDescription,
        durationMinutes: 60,
      },
    }),
    'offer a lesson type',
  );
  const { _id: lessonTypeId } = (await lessonType.json()) as { _id: string };
  await ok(
    request.patch(`/api/lesson-types/${lessonTypeId}/approve`, {
      headers: asAdmin,
      data: { isPaid: true, fee: 25 },
    }),
    'approve the lesson type',
  );

  const tutors = await ok(request.get('/api/users?role=tutor&page=1&limit=1'), 'count tutors');
  const tutorsPage = Math.ceil(Number(tutors.headers()['x-total-count']) / PAGE_SIZE);

  return {
    texts,
    marker,
    tutor,
    student,
    applicant,
    sessionId,
    paidSessionId,
    paymentId,
    tutorsPage,
    lessonTypeId,
  };
}
