import { expect, type APIRequestContext } from '@playwright/test';
import { day } from './dates';
import { bearer, E2E_ADMIN, type TestUser } from './users';

/** What a tutor writes for a session; the rest defaults to registration open for ten days. */
export interface SessionFields {
  title: string;
  description?: string;
  duration?: string;
  registrationStart?: string;
  registrationEnd?: string;
  classStart?: string;
  classEnd?: string;
  /** `HH:MM` in the server's TIME_ZONE; 09:00–10:00 unless given. */
  classStartTime?: string;
  classEndTime?: string;
  location?: string;
  meetingUrl?: string;
  /** Seats; unlimited unless given. */
  capacity?: number | null;
}

/**
 * A word no other session has, for a title a search finds alone whatever else the database
 * holds: letters only, as the search reads words (docs/product.md#search-and-filters).
 */
export function uniqueWord(): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `zq${letters.join('')}`;
}

/**
 * The sessions list, newest first, narrowed to what a search for `words` finds: journeys running
 * beside this one on the same server add sessions, which would push a test's own off the first
 * page in any order.
 */
export const sessionsFound = (words: string) =>
  `/studySessions?sort=newest&q=${encodeURIComponent(words)}`;

/**
 * Each account signs in once per request context (one per test), however many sessions it makes.
 */
const signedIn = new WeakMap<APIRequestContext, Map<string, Promise<Record<string, string>>>>();

function as(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  let tokens = signedIn.get(request);
  if (!tokens) signedIn.set(request, (tokens = new Map()));
  let headers = tokens.get(user.email);
  if (!headers) tokens.set(user.email, (headers = bearer(user)));
  return headers;
}

/** A session as `tutor` creates it: pending until the admin answers. */
export async function createSession(
  request: APIRequestContext,
  tutor: TestUser,
  fields: SessionFields,
): Promise<string> {
  const created = await request.post('/api/sessions', {
    headers: await as(request, tutor),
    data: {
      description: 'Worked examples and practice questions.',
      duration: '2 hours',
      registrationStart: day(-1),
      registrationEnd: day(10),
      classStart: day(12),
      classEnd: day(13),
      ...fields,
    },
  });
  expect(created.status(), `create session ${fields.title}: ${await created.text()}`).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** The e2e admin approves a session: free, or for `fee` dollars. */
export async function approveSession(
  request: APIRequestContext,
  sessionId: string,
  fee = 0,
): Promise<void> {
  const approved = await request.patch(`/api/sessions/${sessionId}/approve`, {
    headers: await as(request, E2E_ADMIN),
    data: fee > 0 ? { isPaid: true, fee } : { isPaid: false },
  });
  expect(approved.ok(), `approve session ${sessionId}: ${await approved.text()}`).toBeTruthy();
}

/** An approved session: made by `tutor`, approved by the e2e admin, free unless `fee` is given. */
export async function createApprovedSession(
  request: APIRequestContext,
  tutor: TestUser,
  { fee = 0, ...fields }: SessionFields & { fee?: number },
): Promise<string> {
  const sessionId = await createSession(request, tutor, fields);
  await approveSession(request, sessionId, fee);
  return sessionId;
}
