import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../contract';
import { unresolvedRefs } from '../document-refs';
import { createTestContext, type TestContext } from '../helper';

/* The check every answer of the suite goes through (test/contract.ts) must catch a drift. */
let ctx: TestContext;
let document: Parameters<typeof createContractChecker>[0] & {
  components?: { schemas?: Record<string, unknown> };
};
let drift: ReturnType<typeof createContractChecker>;
beforeAll(async () => {
  ctx = await createTestContext();
  document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  drift = createContractChecker(document);
});
afterAll(() => ctx.close());

const session = {
  _id: 's1',
  title: 'Algebra',
  description: 'Linear equations.',
  tutorId: 'u1',
  tutorName: 'Ada',
  tutorEmail: 'ada@example.com',
  registrationStart: '2030-01-01',
  registrationEnd: '2030-01-10',
  classStart: '2030-01-15',
  classEnd: '2030-01-20',
  duration: '1 hour',
  registrationFee: 0,
  status: 'approved',
  rejectionReason: null,
  rejectionFeedback: null,
  averageRating: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  classStartTime: '09:00',
  classEndTime: '10:00',
  startsAt: '2030-01-15T09:00:00.000Z',
  endsAt: '2030-01-20T10:00:00.000Z',
  location: null,
  meetingUrl: null,
  capacity: null,
  seatsTaken: 0,
  seatsLeft: null,
  cancellationReason: null,
  meetings: [
    {
      _id: 'm1',
      startsAt: '2030-01-15T09:00:00.000Z',
      endsAt: '2030-01-20T10:00:00.000Z',
      status: 'scheduled',
      sequence: 0,
    },
  ],
  nextMeetingAt: '2030-01-15T09:00:00.000Z',
};
const answer = (path: string, status: number, body: unknown, method = 'GET') => ({
  method,
  path,
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

describe('the contract check', () => {
  it('passes an answer as documented', () => {
    expect(drift(answer('/api/sessions/s1', 200, session))).toBeUndefined();
    expect(drift(answer('/api/sessions/approved', 200, [session]))).toBeUndefined();
    expect(
      drift(answer('/api/sessions/s1', 404, { message: 'Session not found' })),
    ).toBeUndefined();
  });

  it('catches a missing field, a wrong type, an extra field and an undocumented status', () => {
    const { title: _title, ...untitled } = session;
    expect(drift(answer('/api/sessions/s1', 200, untitled))).toMatch(/title/);
    expect(drift(answer('/api/sessions/s1', 200, { ...session, registrationFee: '0' }))).toMatch(
      /registrationFee/,
    );
    expect(drift(answer('/api/sessions/s1', 200, { ...session, tutorPhone: '555-0100' }))).toMatch(
      /additional/,
    );
    expect(drift(answer('/api/sessions/s1', 418, { message: 'teapot' }))).toMatch(/not documented/);
    expect(drift(answer('/api/sessions/s1', 404, { error: 'Not Found' }))).toMatch(/message/);
  });

  it('prefers a literal path to a template that also matches', () => {
    expect(drift(answer('/api/sessions/approved', 200, session))).toMatch(/array/);
  });

  it('checks better-auth answers too', () => {
    expect(drift(answer('/api/auth/get-session', 200, null))).toBeUndefined();
    expect(
      drift(answer('/api/auth/get-session', 200, { session: { token: 'leaked' }, user: {} })),
    ).toBeDefined();
  });
});

/* The document the built server serves is checked the same way in test/server/built-document.test.ts. */
describe('the served document', () => {
  it('names no schema it does not contain', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toContain('SignedIn');
    expect(unresolvedRefs(document)).toEqual([]);
  });

  it('is checked for references to nothing', () => {
    const dangling = { paths: { '/a': { $ref: '#/components/schemas/Gone' } }, components: {} };
    expect(unresolvedRefs(dangling)).toEqual(['#/components/schemas/Gone']);
    expect(unresolvedRefs({ a: { b: 1 }, c: { $ref: '#/a/b' } })).toEqual([]);
  });
});
