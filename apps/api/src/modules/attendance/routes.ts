import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  attendanceBody,
  messages,
  pageQuery,
  rosterMeetingOf,
  sessionStudentDto,
  sessionStudentsQuery,
  managesSession,
} from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { forbidden, notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { actorOf } from '../audit/record';
import { createSessionsRepository } from '../sessions/repository';
import { markAttendance } from './mark-attendance';
import { createAttendanceRepository, toSessionStudentDto } from './repository';

const idParams = z.object({ id: z.string().max(64) });

/**
 * Attendance (docs/product.md#attendance): a session's students, for its tutor and admins, and
 * whether each came to each meeting, marked once that meeting has begun. The stats count each
 * absence from a meeting as a no-show.
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
          "A session's booked students with their attendance at one meeting (?meetingId; by default the latest begun, else the first), first booked first: its tutor and admins",
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
      const { include, meetingId, page, limit } = request.query;
      const meeting =
        meetingId === undefined
          ? rosterMeetingOf(session.meetings)
          : session.meetings.find((listed) => listed._id === meetingId.toLowerCase());
      if (!meeting) throw notFound(apiMessages.meetings.notFound);
      const roster = await repo.roster(
        session.id,
        meeting._id,
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
          'Mark a booked student present or absent at one meeting (meetingId, required when the session meets more than once), once it has begun: its tutor or admins',
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
      const { status, meetingId } = request.body;
      const marked = await app.transact((unit) =>
        markAttendance(unit, { bookingId: id, status, meetingId, actor: actorOf(request, caller) }),
      );
      const row = await repo.find(id, marked);
      if (!row) throw notFound(apiMessages.bookings.notFound);
      return toSessionStudentDto(row);
    },
  );
};
