import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, messages } from '@studyhall/shared';
import ar from '@studyhall/shared/locales/ar.json';
import es from '@studyhall/shared/locales/es.json';
import { users } from '../../src/db/schema';
import { createSession, daysFromToday } from '../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../helper';

/*
 * docs/api.md#languages: every `{ message }` comes in the account's language, else the first of
 * Accept-Language we speak, else DEFAULT_LANGUAGE (English here).
 */

let ctx: TestContext;
let tutor: TestUser;
let student: TestUser;
let admin: TestUser;
let closedSessionId: string;
let sessionId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor');
  student = await ctx.signUp('student');
  admin = await ctx.signUp('admin');
  const closed = await createSession(ctx.app.db, tutor.user, {
    registrationStart: daysFromToday(-5),
    registrationEnd: daysFromToday(-1),
  });
  closedSessionId = closed.id;
  sessionId = (await createSession(ctx.app.db, tutor.user)).id;
});
afterAll(() => ctx.close());

const TEXTS: Record<Exclude<Language, 'en'>, Record<string, string>> = { es, ar };

async function chooseLanguage(user: TestUser, language: Language | null) {
  await ctx.app.db.update(users).set({ language }).where(eq(users.id, user.user.id));
}

function acceptLanguage(header: string | undefined) {
  return header ? { 'accept-language': header } : {};
}

/** A booking refused because its session's registration has closed. */
function refusedBooking(header?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookedSessions',
    payload: { sessionId: closedSessionId },
    headers: { ...student.headers, ...acceptLanguage(header) },
  });
}

/** A title the schema refuses with a text of messages.ts (400). */
function invalidTitle(header?: string) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/sessions/${sessionId}`,
    payload: { title: '' },
    headers: { ...admin.headers, ...acceptLanguage(header) },
  });
}

function unsignedBooking(header?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookedSessions',
    payload: { sessionId },
    headers: acceptLanguage(header),
  });
}

describe('the language of the API answers', () => {
  it.each([undefined, 'en', 'en-US,en;q=0.9', 'fr-FR, de'])(
    'answers in English with Accept-Language %s and no account language',
    async (header) => {
      const refused = await refusedBooking(header);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'Registration is closed for this session',
        code: 'REGISTRATION_CLOSED',
      });
      const invalid = await invalidTitle(header);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: 'Title required ❌' });
      const unsigned = await unsignedBooking(header);
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json()).toEqual({ message: 'You must be signed in' });
    },
  );

  it.each([
    ['es', 'es-MX,es;q=0.9,en;q=0.5'],
    ['ar', 'ar-JO'],
  ] as const)('answers in %s when Accept-Language asks (%s)', async (language, header) => {
    const texts = TEXTS[language];
    const refused = await refusedBooking(header);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: texts['bookings.registrationClosed'],
      code: 'REGISTRATION_CLOSED',
    });
    // The field keeps its JSON name beside a text that does not name it.
    const invalid = await invalidTitle(header);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: `${texts['sessions.titleRequired']} (title)` });
    const unsigned = await unsignedBooking(header);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ message: texts['auth.notSignedIn'] });
  });

  it("answers in the account's language over the header's", async () => {
    await chooseLanguage(student, 'ar');
    await chooseLanguage(admin, 'es');
    try {
      expect((await refusedBooking('es')).json().message).toBe(ar['bookings.registrationClosed']);
      expect((await refusedBooking()).json().message).toBe(ar['bookings.registrationClosed']);
      expect((await invalidTitle('ar')).json().message).toBe(
        `${es['sessions.titleRequired']} (title)`,
      );
      await chooseLanguage(admin, 'en');
      expect((await invalidTitle('ar')).json().message).toBe(messages.sessions.titleRequired);
    } finally {
      await chooseLanguage(student, null);
      await chooseLanguage(admin, null);
    }
  });

  it('never mixes the languages of requests answered at once', async () => {
    const headers = Array.from(
      { length: 24 },
      (_, index) => (['es', 'ar', 'en'] as const)[index % 3],
    );
    const answers = await Promise.all(headers.map((header) => refusedBooking(header)));
    answers.forEach((answer, index) => {
      const language = headers[index]!;
      const expected =
        language === 'en'
          ? messages.bookings.registrationClosed
          : TEXTS[language]['bookings.registrationClosed'];
      expect(answer.json().message).toBe(expected);
    });
  });

  describe("the schemas' refusals", () => {
    /** A booking without its session: the field-named text of the text rules. */
    const noSession = (header?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookedSessions',
        payload: {},
        headers: { ...student.headers, ...acceptLanguage(header) },
      });
    /** An attendance mark that is neither: a choice among values, named by field-messages.ts. */
    const lateMark = (header?: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/bookedSessions/any-booking/attendance',
        payload: { status: 'late' },
        headers: { ...tutor.headers, ...acceptLanguage(header) },
      });
    /** A filter longer than its schema allows, with no text of its own: zod's generic one. */
    const longEmail = (header?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/bookedSessions?email=${'a'.repeat(300)}`,
        headers: { ...admin.headers, ...acceptLanguage(header) },
      });

    it('answers in English, as ever, without another language', async () => {
      expect((await noSession()).json()).toEqual({ message: 'sessionId is required' });
      expect((await lateMark()).json()).toEqual({ message: 'status must be present or absent' });
      const tooLong = await longEmail();
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({
        message: 'email: Too big: expected string to have <=254 characters',
      });
    });

    it.each([
      [
        'es',
        'sessionId es un campo obligatorio',
        'status debe ser present o absent',
        'email: Demasiado grande: se esperaba que texto tuviera <=254 caracteres',
      ],
      [
        'ar',
        'sessionId: حقل مطلوب',
        'status: يجب أن تكون القيمة present أو absent',
        // zod's Arabic names the kind of value in English; the API names it in Arabic.
        'email: أكبر من اللازم: يفترض أن تكون نص <= 254 حرف',
      ],
    ] as const)(
      'answers in %s, the JSON names kept',
      async (language, required, oneOf, generic) => {
        expect((await noSession(language)).json()).toEqual({ message: required });
        expect((await lateMark(language)).json()).toEqual({ message: oneOf });
        const tooLong = await longEmail(language);
        expect(tooLong.statusCode).toBe(400);
        expect(tooLong.json()).toEqual({ message: generic });
      },
    );
  });

  describe('the refusals of input no route can use (http/input-guard.ts)', () => {
    /** More values than a request may hold: refused while the body streams in. */
    const manyValues = (header?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookedSessions',
        payload: `[${'0,'.repeat(10_001)}0]`,
        headers: {
          ...student.headers,
          'content-type': 'application/json',
          ...acceptLanguage(header),
        },
      });
    /** Nested deeper than any request of ours. */
    const deep = (header?: string) => {
      let nested: unknown = 'x';
      for (let depth = 0; depth < 40; depth++) nested = { a: nested };
      return ctx.app.inject({
        method: 'POST',
        url: '/api/bookedSessions',
        payload: { sessionId: nested },
        headers: { ...student.headers, ...acceptLanguage(header) },
      });
    };

    it.each([
      [
        undefined,
        'The request holds too many values (at most 10,000 in a request)',
        / is nested too deeply$/,
      ],
      [
        'es',
        'La solicitud contiene demasiados valores (como máximo 10.000 por solicitud)',
        / está anidado a demasiada profundidad$/,
      ],
      [
        'ar',
        'الطلب: عدد القيم كبير جدًا (لا يزيد على 10000 قيمة في الطلب الواحد)',
        /: التداخل عميق جدًا$/,
      ],
    ])('answers in the request language (%s)', async (header, tooMany, tooDeep) => {
      const many = await manyValues(header);
      expect(many.statusCode).toBe(400);
      expect(many.json()).toEqual({ message: tooMany });
      const nested = await deep(header);
      expect(nested.statusCode).toBe(400);
      expect(nested.json().message).toMatch(/^sessionId\.a\.a/);
      expect(nested.json().message).toMatch(tooDeep);
    });
  });

  it('reads English outside a request', () => {
    expect(messages.bookings.registrationClosed).toBe('Registration is closed for this session');
  });
});
