import { and, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelLessonBody,
  cancelledLessonDto,
  createLessonBody,
  errorBody,
  lessonAttendanceBody,
  lessonDto,
  lessonListQuery,
  rescheduleLessonBody,
} from '@studyhall/shared';
import { requireRole, requireUser } from '../../auth/plugin';
import { lessons as lessonsTable } from '../../db/schema';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { actorOf } from '../audit/record';
import { lessonCalendar } from './calendar';
import { createLessonsRepository, toLessonDto } from './repository';

const idParams = z.object({ id: z.string().max(100) });

/** Lessons booked, read, cancelled, moved and attended (docs/product.md#lessons). */
export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lessons } = app.services;
  const repo = createLessonsRepository(app.db);

  app.post(
    '/lessons',
    {
      schema: {
        ...operation(
          'bookLesson',
          'Book a lesson at an offered slot: free, or with the paid payment intent',
          'Lessons',
          { 201: lessonDto },
          402,
          404,
          409,
        ),
        body: createLessonBody,
      },
    },
    async (request, reply) => {
      const student = await requireRole(request, 'student');
      const lesson = await lessons.book(student, request.body);
      return reply.status(201).send(toLessonDto(lesson));
    },
  );

  app.get(
    '/lessons',
    {
      schema: {
        ...operation(
          'listLessons',
          'Your lessons (a student’s or a tutor’s); every lesson for admins, by tutorId or studentId',
          'Lessons',
          { 200: pageOf(lessonDto) },
        ),
        querystring: lessonListQuery,
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { tutorId, studentId } = request.query;
      let whose: SQL | undefined;
      if (caller.role === 'admin') {
        whose = and(
          tutorId ? eq(lessonsTable.tutorId, tutorId) : undefined,
          studentId ? eq(lessonsTable.studentId, studentId) : undefined,
        );
      } else {
        whose = or(eq(lessonsTable.studentId, caller.id), eq(lessonsTable.tutorId, caller.id));
      }
      const page = await repo.list(request.query, whose, new Date());
      return sendPage(reply, page.rows.map(toLessonDto), page.total);
    },
  );

  app.get(
    '/lessons/:id',
    {
      schema: {
        ...operation('getLesson', 'One of your lessons', 'Lessons', { 200: lessonDto }, 404),
        params: idParams,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return toLessonDto(await lessons.visible(caller, request.params.id));
    },
  );

  app.post(
    '/lessons/:id/cancel',
    {
      schema: {
        ...operation(
          'cancelLesson',
          'Cancel a lesson: its student until the cancellation deadline, its tutor before the start, admins at any time; a paid one is refunded in full',
          'Lessons',
          { 200: cancelledLessonDto },
          404,
          409,
        ),
        params: idParams,
        body: cancelLessonBody,
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireUser(request));
      const { lesson, refund } = await lessons.cancel(
        actor,
        request.params.id,
        request.body.reason || null,
      );
      return {
        lesson: toLessonDto(lesson),
        refund: refund && { amountCents: refund.amountCents, status: refund.status },
      };
    },
  );

  app.post(
    '/lessons/:id/reschedule',
    {
      schema: {
        ...operation(
          'rescheduleLesson',
          'Move a lesson to another offered slot of its type: its student until the cancellation deadline, its tutor before the start, admins',
          'Lessons',
          { 200: lessonDto },
          404,
          409,
        ),
        params: idParams,
        body: rescheduleLessonBody,
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireUser(request));
      return toLessonDto(await lessons.reschedule(actor, request.params.id, request.body.startsAt));
    },
  );

  app.put(
    '/lessons/:id/attendance',
    {
      schema: {
        ...operation(
          'markLessonAttendance',
          'Mark whether the student came (its tutor or an admin, once it has begun)',
          'Lessons',
          { 200: lessonDto },
          404,
          409,
        ),
        params: idParams,
        body: lessonAttendanceBody,
      },
    },
    async (request) => {
      const caller = await requireRole(request, 'tutor', 'admin');
      return toLessonDto(
        await lessons.markAttendance(caller, request.params.id, request.body.status),
      );
    },
  );

  app.get(
    '/lessons/:id/calendar.ics',
    {
      schema: {
        operationId: 'getLessonCalendar',
        summary:
          'One of your lessons as an iCalendar file: its UID stays, SEQUENCE rises with each change',
        tags: ['Lessons'],
        params: idParams,
        response: {
          200: {
            description: 'An iCalendar file (RFC 5545)',
            content: { 'text/calendar': { schema: z.string() } },
          },
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const lesson = await lessons.visible(caller, request.params.id);
      const file = lessonCalendar(lesson, { publicUrl: app.config.publicUrl });
      return (
        reply
          .header('Content-Type', 'text/calendar; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          // It carries the lesson's meeting link: no shared cache keeps it.
          .header('Cache-Control', 'private, no-store')
          .send(file.content)
      );
    },
  );
};
