import { isPublished } from '@studyhall/shared';
import { type CalendarEvent, type CalendarMethod, calendarFile } from '../../calendar/ics';
import type { ClassFacts } from './repository';

type Meeting = ClassFacts['meetings'][number];

/**
 * One meeting of a class as a calendar event. Its UID is the meeting's, so a calendar that reads
 * it again (a download, the feed, a mail about a change) updates the event rather than adding a
 * second one; SEQUENCE tells it which version is newer.
 */
function meetingEvent(
  session: ClassFacts,
  meeting: Meeting,
  { mayJoin, publicUrl }: { mayJoin: boolean; publicUrl: string },
): CalendarEvent {
  const page = `${publicUrl}/sessions/${session.id}`;
  const sessionCancelled = session.status === 'cancelled';
  const cancelled = sessionCancelled || meeting.status === 'cancelled';
  const description = [
    `With ${session.tutorName}.`,
    ...(sessionCancelled
      ? [`This class was cancelled. Reason: ${session.cancellationReason ?? 'none given'}`]
      : cancelled
        ? ['This meeting was cancelled.']
        : []),
    ...(mayJoin && session.meetingUrl && !cancelled ? [`Join online: ${session.meetingUrl}`] : []),
    `Session page: ${page}`,
  ];
  return {
    uid: `${meeting._id}@studyhall`,
    sequence: meeting.sequence + (sessionCancelled ? 1 : 0),
    startsAt: new Date(meeting.startsAt),
    endsAt: new Date(meeting.endsAt),
    summary: cancelled ? `Cancelled: ${session.title}` : session.title,
    location: session.location,
    description: description.join('\n\n'),
    url: page,
    updatedAt: session.updatedAt,
    status: cancelled ? 'cancelled' : isPublished(session) ? 'confirmed' : 'tentative',
  };
}

/** Every meeting of a class as calendar events, or only the ones named. */
export function classEvents(
  session: ClassFacts,
  options: { mayJoin: boolean; publicUrl: string; meetingIds?: string[] },
): CalendarEvent[] {
  const only = options.meetingIds && new Set(options.meetingIds);
  return session.meetings
    .filter((meeting) => !only || only.has(meeting._id))
    .map((meeting) => meetingEvent(session, meeting, options));
}

/** A download's name from the class's title, in the few characters every system accepts. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'class'}.ics`;
}

/**
 * A class's calendar file: as a download and the booking confirmation's attachment (`publish`,
 * every meeting), or a mail about changed meetings (`request` with those meetings, `cancel` with
 * the ones called off).
 */
export function classCalendar(
  session: ClassFacts,
  options: {
    mayJoin: boolean;
    publicUrl: string;
    method?: CalendarMethod;
    meetingIds?: string[];
  },
): { filename: string; content: string; contentType: string } {
  const method = options.method ?? 'publish';
  return {
    filename: icsFileName(session.title),
    content: calendarFile(session.title, classEvents(session, options), { method }),
    contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
  };
}
