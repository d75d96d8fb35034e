import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  calendarFeedDto,
  errorBody,
  messages,
  maySeeSession,
  mayJoin,
} from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { calendarFile } from '../../calendar/ics';
import { notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { operation } from '../../http/operation';
import { createBookingsRepository } from '../bookings/repository';
import { lessonEvent } from '../lessons/calendar';
import { createLessonsRepository } from '../lessons/repository';
import { classCalendar, classEvents } from './events';
import { createCalendarRepository, isFeedToken } from './repository';

/** How the .ics answers are documented: text, not JSON (the contract check reads JSON only). */
const icsAnswer = {
  description: 'An iCalendar file (RFC 5545)',
  content: { 'text/calendar': { schema: z.string() } },
};
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Calendar apps that honour it fetch a subscribed feed again this often. */
const FEED_REFRESH_HOURS = 1;
/** Lessons in a feed: those ended in the last 90 days and every one ahead, up to 500. */
const LESSON_FEED_HISTORY_MS = 90 * 86_400_000;
const LESSON_FEED_LIMIT = 500;

/**
 * Classes in people's calendars (docs/product.md#calendar): one session as a file to add, and a
 * secret feed address per user that calendar apps subscribe to. Never cached
 * (http/response-cache.ts): what a feed shows changes with bookings and background work alike.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCalendarRepository(app.db);
  const bookings = createBookingsRepository(app.db);
  const feedUrl = (token: string) => `${app.config.publicUrl}/api/calendar/${token}.ics`;

  function sendCalendar(reply: FastifyReply, body: string, disposition: string) {
    return (
      reply
        .header('Content-Type', CALENDAR_TYPE)
        .header('Content-Disposition', disposition)
        // It may carry a meeting link meant for one person: no shared cache keeps it.
        .header('Cache-Control', 'private, no-store')
        .send(body)
    );
  }

  app.get(
    '/sessions/:id/calendar.ics',
    {
      schema: {
        operationId: 'getSessionCalendar',
        summary: 'One session as an iCalendar file to add to a calendar',
        tags: ['Sessions'],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: icsAnswer, 404: errorBody },
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      const session = isRecordId(id) ? await repo.findClass(id) : undefined;
      if (!session || !maySeeSession({ session, caller })) {
        throw notFound(messages.sessions.notFound);
      }
      const booked =
        caller.role === 'student' &&
        (await bookings.hasBooked({ sessionId: session.id, studentId: caller.id }));
      const file = classCalendar(session, {
        mayJoin: mayJoin({ session, caller, booked }),
        publicUrl: app.config.publicUrl,
      });
      return sendCalendar(reply, file.content, `attachment; filename="${file.filename}"`);
    },
  );

  app.get(
    '/me/calendar',
    {
      schema: operation(
        'getCalendarFeed',
        'The secret address of your calendar feed; made on first use',
        'Account',
        { 200: calendarFeedDto },
      ),
    },
    async (request) => {
      const caller = await requireUser(request);
      // Making the token on first use changes no answer any read cache keeps.
      return { url: feedUrl(await repo.feedToken(caller.id)) };
    },
  );

  app.post(
    '/me/calendar/rotate',
    {
      schema: operation(
        'rotateCalendarFeed',
        'A new secret address for your calendar feed; the old one stops working',
        'Account',
        { 200: calendarFeedDto },
      ),
    },
    async (request) => {
      const caller = await requireUser(request);
      return { url: feedUrl(await repo.rotateToken(caller.id)) };
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        operationId: 'getCalendarFeedFile',
        summary:
          'A calendar feed: the classes its owner booked and the approved sessions they tutor. ' +
          'The secret address is the credential',
        tags: ['Sessions'],
        security: [],
        params: z.object({
          token: z.string().max(200).meta({ description: 'The secret from GET /api/me/calendar' }),
        }),
        response: { 200: icsAnswer, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const owner = isFeedToken(token) ? await repo.findFeedOwner(token) : undefined;
      if (!owner) throw notFound(apiMessages.calendar.feedNotFound);
      const now = new Date();
      const classes = await repo.feedClasses(owner.id, now);
      const events = classes.flatMap((session) =>
        classEvents(session, {
          mayJoin: mayJoin({ session, caller: owner, booked: session.booked }),
          publicUrl: app.config.publicUrl,
        }),
      );
      // Their live lessons too, as student or tutor (docs/product.md#lessons).
      const lessons = await createLessonsRepository(app.db).forFeed(
        owner.id,
        new Date(now.getTime() - LESSON_FEED_HISTORY_MS),
        LESSON_FEED_LIMIT,
      );
      events.push(...lessons.map((lesson) => lessonEvent(lesson, app.config.publicUrl)));
      return sendCalendar(
        reply,
        calendarFile('StudyHall classes', events, { now, refreshHours: FEED_REFRESH_HOURS }),
        'inline; filename="studyhall.ics"',
      );
    },
  );
};
