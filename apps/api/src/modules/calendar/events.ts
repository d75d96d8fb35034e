import type { Caller } from '../../auth/caller';
import type { CalendarEvent } from '../../calendar/ics';
import { isTutorOrAdminOf } from '../sessions/visibility';
import type { ClassFacts } from './repository';

/**
 * Who may have a class's meeting link, as the session's own answer decides it
 * (sessions/routes.ts): its tutor, admins, and students with a live booking.
 */
export function mayJoin({
  session,
  caller,
  booked,
}: {
  session: Pick<ClassFacts, 'status' | 'tutorId'>;
  caller: Pick<Caller, 'id' | 'role'>;
  /** Whether the caller holds a live booking of it. */
  booked: boolean;
}): boolean {
  return isTutorOrAdminOf({ session, caller }) || (caller.role === 'student' && booked);
}

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
    status: cancelled ? 'cancelled' : session.status === 'approved' ? 'confirmed' : 'tentative',
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
