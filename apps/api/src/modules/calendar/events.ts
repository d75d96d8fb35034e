import { isPublished } from '@studyhall/shared';
import { type CalendarEvent, calendarFile } from '../../calendar/ics';
import type { ClassFacts } from './repository';

/**
 * One class as a calendar event. Its UID stays the session's, so a calendar that downloads it again
 * (or reads the feed again) updates the event rather than adding a second one.
 */
export function classEvent(
  session: ClassFacts,
  { mayJoin, publicUrl }: { mayJoin: boolean; publicUrl: string },
): CalendarEvent {
  const page = `${publicUrl}/sessions/${session.id}`;
  const cancelled = session.status === 'cancelled';
  const description = [
    `With ${session.tutorName}.`,
    ...(cancelled
      ? [`This class was cancelled. Reason: ${session.cancellationReason ?? 'none given'}`]
      : []),
    ...(mayJoin && session.meetingUrl && !cancelled ? [`Join online: ${session.meetingUrl}`] : []),
    `Session page: ${page}`,
  ];
  return {
    uid: `${session.id}@studyhall`,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    summary: cancelled ? `Cancelled: ${session.title}` : session.title,
    location: session.location,
    description: description.join('\n\n'),
    url: page,
    updatedAt: session.updatedAt,
    status: cancelled ? 'cancelled' : isPublished(session) ? 'confirmed' : 'tentative',
  };
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

/** A class's calendar file, as a download and as the booking confirmation's attachment. */
export function classCalendar(
  session: ClassFacts,
  options: { mayJoin: boolean; publicUrl: string },
): { filename: string; content: string } {
  return {
    filename: icsFileName(session.title),
    content: calendarFile(session.title, [classEvent(session, options)]),
  };
}
