import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  attendanceBody,
  messages,
  pageQuery,
  sessionStudentDto,
  sessionStudentsQuery,
  managesSession,
} from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { bookedSessions, studySessions } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { actorOf } from '../audit/record';
import { createSessionsRepository } from '../sessions/repository';
import { createAttendanceRepository, toSessionStudentDto } from './repository';

const idParams = z.object({ id: z.string().max(64) });

/**
 * Attendance (docs/product.md#attendance): a session's students, for its tutor and admins, and
 * whether each came, marked once the class has started. The stats count the absent as no-shows.
 */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAttendanceRepository(app.db);
  const sessions = createSessionsRepository(app.db);

  app.get(
    '/sessions/:id/students',
    {
      schema: {
        ...operation(
          'listSessionStudents',
          "A session's booked students with their attendance, first booked first: its tutor and admins",
          'Sessions',
          { 200: pageOf(sessionStudentDto) },
          403,
          404,
        ),
        params: idParams,
        querystring: sessionStudentsQuery.extend(pageQuery.shape),
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      const session = isRecordId(id) ? await sessions.findById(id) : undefined;
      if (!session) throw notFound(messages.sessions.notFound);
      if (!managesSession({ session, caller })) throw forbidden();
      const { include, page, limit } = request.query;
      const roster = await repo.roster(
        session.id,
        { page, limit },
        { includeCancelled: include === 'cancelled' },
      );
      return sendPage(reply, roster.rows.map(toSessionStudentDto), roster.total);
    },
  );

  app.put(
    '/bookedSessions/:id/attendance',
    {
      schema: {
        ...operation(
          'markAttendance',
          'Mark a booked student present or absent, once the class has started: its tutor or admins',
          'Bookings',
          { 200: sessionStudentDto },
          404,
          409,
        ),
        params: idParams,
        body: attendanceBody,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      if (!isRecordId(id)) throw notFound(apiMessages.bookings.notFound);
      const { status } = request.body;
      await app.transact(async ({ tx, audit }) => {
        const [found] = await tx
          .select({ booking: bookedSessions, session: studySessions })
          .from(bookedSessions)
          .innerJoin(studySessions, eq(studySessions.id, bookedSessions.sessionId))
          .where(eq(bookedSessions.id, id))
          .for('update', { of: bookedSessions });
        if (!found) throw notFound(apiMessages.bookings.notFound);
        const { booking, session } = found;
        if (!managesSession({ session, caller })) throw forbidden();
        if (booking.cancelledAt) throw conflict(apiMessages.attendance.notLive);
        if (session.startsAt.getTime() > Date.now()) {
          throw conflict(apiMessages.attendance.notStarted);
        }
        await createAttendanceRepository(tx).mark(id, status);
        if (booking.attendance !== status) {
          await audit({
            actor: actorOf(request, caller),
            action: 'booking.attendanceMarked',
            target: { type: 'booking', id },
            detail: {
              status,
              previous: booking.attendance,
              sessionId: session.id,
              sessionTitle: session.title,
              studentEmail: booking.studentEmail,
            },
          });
        }
      });
      const marked = await repo.find(id);
      if (!marked) throw notFound(apiMessages.bookings.notFound);
      return toSessionStudentDto(marked);
    },
  );
};
