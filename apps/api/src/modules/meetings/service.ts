import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  isPublished,
  managesSession,
  MAX_MEETINGS,
  meetingInstants,
  type MeetingTimes,
  messages,
  zonedDay,
} from '@studyhall/shared';
import type { Actor } from '../../domain/audit';
import { isRecordId } from '../../domain/ids';
import { conflict, forbidden, invalid, notFound } from '../../domain/refusal';
import { isBusyTimeViolation, isExclusionViolation } from '../../db/errors';
import { bookedSessions, studySessions } from '../../db/schema';
import type { UnitOfWork } from '../../db/transact';
import { isLive } from '../bookings/repository';
import { classCalendar } from '../calendar/events';
import { notices } from '../notifications/notices';
import { createSessionsRepository, type SessionRow } from '../sessions/repository';
import { createMeetingsRepository, type MeetingRow } from './repository';

/** A change to one meeting of a class, by its tutor or an admin (docs/product.md#meetings). */
export type MeetingChange =
  | { kind: 'move'; meetingId: string; times: MeetingTimes; reason: string }
  | { kind: 'cancel'; meetingId: string; reason: string }
  | { kind: 'add'; times: MeetingTimes; reason: string | null };

const CHANGED = { move: 'moved', cancel: 'cancelled', add: 'added' } as const;

export function createMeetingService(app: FastifyInstance) {
  const { config } = app;

  /** New times as instants, refused unless they lie ahead. */
  function timesAhead(times: MeetingTimes) {
    const instants = meetingInstants(times, config.timeZone);
    if (instants.startsAt.getTime() <= Date.now()) throw invalid(apiMessages.meetings.inPast);
    return instants;
  }

  /** The meeting a change names, refused unless it is scheduled and has not begun. */
  async function changeableMeeting(unit: UnitOfWork, sessionId: string, meetingId: string) {
    const meeting = isRecordId(meetingId)
      ? await createMeetingsRepository(unit.tx).find(sessionId, meetingId)
      : undefined;
    if (!meeting) throw notFound(apiMessages.meetings.notFound);
    if (meeting.status === 'cancelled') throw conflict(apiMessages.meetings.cancelled);
    if (meeting.startsAt.getTime() <= Date.now()) throw conflict(apiMessages.meetings.begun);
    return meeting;
  }

  async function apply(unit: UnitOfWork, session: SessionRow, change: MeetingChange) {
    const meetings = createMeetingsRepository(unit.tx);
    switch (change.kind) {
      case 'move': {
        const before = await changeableMeeting(unit, session.id, change.meetingId);
        const after = await meetings.move(before.id, timesAhead(change.times), change.reason);
        return { meeting: after, previousStartsAt: before.startsAt };
      }
      case 'cancel': {
        const meeting = await changeableMeeting(unit, session.id, change.meetingId);
        if ((await meetings.countScheduled(session.id)) <= 1) {
          throw conflict(apiMessages.meetings.lastOne);
        }
        return { meeting: await meetings.cancel(meeting.id, change.reason) };
      }
      case 'add': {
        const times = timesAhead(change.times);
        if ((await meetings.count(session.id)) >= MAX_MEETINGS) {
          throw conflict(apiMessages.meetings.tooMany);
        }
        return { meeting: await meetings.add(session.id, times, change.reason) };
      }
    }
  }

  /**
   * Tells every student with a live booking, in-app and by mail with the calendar file that
   * updates the meeting in their calendar: a request (same UID, higher SEQUENCE) for a moved or
   * added meeting, a cancellation for one called off.
   */
  async function tellBooked(
    unit: UnitOfWork,
    session: SessionRow,
    change: MeetingChange,
    outcome: { meeting: MeetingRow; previousStartsAt?: Date },
  ) {
    const booked = await unit.tx
      .select({ studentId: bookedSessions.studentId })
      .from(bookedSessions)
      .where(and(eq(bookedSessions.sessionId, session.id), isLive()));
    if (!booked.length) return;
    const calendar = classCalendar(session, {
      mayJoin: true,
      publicUrl: config.publicUrl,
      method: change.kind === 'cancel' ? 'cancel' : 'request',
      meetingIds: [outcome.meeting.id],
    });
    await unit.notify(
      ...booked.map(({ studentId }) =>
        notices.meetingChanged({
          session,
          change: CHANGED[change.kind],
          meeting: {
            startsAt: outcome.meeting.startsAt,
            previousStartsAt: outcome.previousStartsAt,
          },
          reason: change.reason,
          to: { userId: studentId },
          timeZone: config.timeZone,
          calendar,
        }),
      ),
    );
  }

  return {
    /**
     * Moves, cancels or adds a meeting of a session the caller manages, under the session's lock:
     * the session's days follow its meetings, everyone booked is told, the change is audited.
     * Answers the session as it now is.
     */
    async change(sessionId: string, caller: Actor, change: MeetingChange): Promise<SessionRow> {
      try {
        return await app.transact(async (unit) => {
          const sessions = createSessionsRepository(unit.tx);
          const locked = isRecordId(sessionId) ? await sessions.lock(sessionId) : undefined;
          if (!locked || !managesSession({ session: locked, caller })) {
            if (locked && isPublished(locked)) throw forbidden();
            throw notFound(messages.sessions.notFound);
          }
          if (locked.status === 'cancelled' || locked.status === 'rejected') {
            throw conflict(apiMessages.meetings.sessionClosed);
          }
          const outcome = await apply(unit, locked, change);
          // The database has moved the session's span with its meetings; its days follow, read
          // in the platform's zone as they were written.
          const spanned = (await sessions.lock(sessionId))!;
          const [session] = await unit.tx
            .update(studySessions)
            .set({
              classStart: zonedDay(spanned.startsAt, config.timeZone),
              classEnd: zonedDay(spanned.endsAt, config.timeZone),
              updatedAt: new Date(),
            })
            .where(eq(studySessions.id, sessionId))
            .returning();
          await tellBooked(unit, session!, change, outcome);
          await unit.audit({
            actor: caller,
            action: `meeting.${CHANGED[change.kind]}`,
            target: { type: 'session', id: sessionId },
            detail: {
              meetingId: outcome.meeting.id,
              startsAt: outcome.meeting.startsAt.toISOString(),
              endsAt: outcome.meeting.endsAt.toISOString(),
              ...(outcome.previousStartsAt
                ? { previousStartsAt: outcome.previousStartsAt.toISOString() }
                : {}),
              reason: change.reason,
            },
          });
          return session!;
        });
      } catch (error) {
        if (isBusyTimeViolation(error)) throw conflict(apiMessages.meetings.overlapsLesson);
        if (isExclusionViolation(error)) throw conflict(apiMessages.meetings.overlaps);
        throw error;
      }
    },
  };
}

export type MeetingService = ReturnType<typeof createMeetingService>;
