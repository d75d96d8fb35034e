import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { PAGE_SIZE } from '@studyhall/shared';
import { day } from './dates';
import { tinyPng } from './files';
import { bearer, createUser, E2E_ADMIN, type TestUser } from './users';

/** Every text a user can write that some page shows to someone. */
export const WRITTEN_FIELDS = [
  'tutorName',
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
] as const;
export type WrittenField = (typeof WRITTEN_FIELDS)[number];

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
  /** The /tutors page (ordered oldest first) that shows the tutor. */
  tutorsPage: number;
}

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function ok(response: Promise<APIResponse>, what: string) {
  const answer = await response;
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBeTruthy();
  return answer;
}

async function rename(request: APIRequestContext, user: TestUser, name: string) {
  await ok(
    request.post('/api/auth/update-user', {
      headers: { ...(await bearer(request, user)), Origin: ORIGIN },
      data: { name },
    }),
    `rename ${user.email}`,
  );
  user.name = name;
}

async function createSession(
  request: APIRequestContext,
  tutor: TestUser,
  fields: { title: string; description: string; duration: string },
): Promise<string> {
  const created = await ok(
    request.post('/api/sessions', {
      headers: await bearer(request, tutor),
      data: {
        ...fields,
        registrationStart: day(-1),
        registrationEnd: day(10),
        classStart: day(12),
        classEnd: day(13),
      },
    }),
    `create session ${fields.title}`,
  );
  return ((await created.json()) as { _id: string })._id;
}

/**
 * Creates, through the API, one of everything a page can list or detail, with every user-written
 * text set to `[field] marker` followed by `payload` (empty for ordinary text, hostile markup for
 * the XSS tour). Each text starts with its bracketed field name so no text contains another.
 */
export async function seedProduct(request: APIRequestContext, payload = ''): Promise<ProductData> {
  const marker = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const texts = Object.fromEntries(
    WRITTEN_FIELDS.map((field) => [field, `[${field}] ${marker}${payload ? ` ${payload}` : ''}`]),
  ) as Record<WrittenField, string>;
  const asAdmin = await bearer(request, E2E_ADMIN);

  const [tutor, student, applicant] = await Promise.all([
    createUser(request, 'tutor'),
    createUser(request, 'student'),
    createUser(request, 'student'),
  ]);
  await rename(request, tutor, texts.tutorName);
  await rename(request, student, texts.studentName);
  await rename(request, applicant, texts.applicantName);
  const asTutor = await bearer(request, tutor);
  const asStudent = await bearer(request, student);

  const sessionId = await createSession(request, tutor, {
    title: texts.sessionTitle,
    description: texts.description,
    duration: texts.duration,
  });
  const plain = { description: 'Worked examples.', duration: '2 hours' };
  const paidSessionId = await createSession(request, tutor, { title: texts.paidTitle, ...plain });
  const rejectedId = await createSession(request, tutor, { title: texts.rejectedTitle, ...plain });
  await createSession(request, tutor, { title: texts.pendingTitle, ...plain });

  await ok(
    request.patch(`/api/sessions/${sessionId}/approve`, {
      headers: asAdmin,
      data: { isPaid: false },
    }),
    'approve the free session',
  );
  await ok(
    request.patch(`/api/sessions/${paidSessionId}/approve`, {
      headers: asAdmin,
      data: { isPaid: true, fee: 25 },
    }),
    'approve the paid session',
  );
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
      headers: await bearer(request, applicant),
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

  const tutors = await ok(request.get('/api/users?role=tutor&page=1&limit=1'), 'count tutors');
  const tutorsPage = Math.ceil(Number(tutors.headers()['x-total-count']) / PAGE_SIZE);

  return { texts, marker, tutor, student, applicant, sessionId, paidSessionId, tutorsPage };
}
