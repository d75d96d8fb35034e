import type { LessonDto, SessionDto } from '@studyhall/shared';
import { t } from '@/lib/i18n';

/*
 * 'Add to calendar' beyond the `.ics` file (docs/product.md#calendar-links): links that open
 * Google Calendar or Outlook on the web with the event filled in, and the feed's one-click
 * subscription. The web calendars take one event per link, in UTC.
 */

/** One event as the web calendars take it. */
export interface CalendarEvent {
  title: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  details: string;
}

/** The meeting the links add: the next one not over yet, else the first; none when all are off. */
export function meetingToAdd(
  session: Pick<SessionDto, 'meetings'>,
  now: Date = new Date(),
): SessionDto['meetings'][number] | null {
  const held = session.meetings.filter((meeting) => meeting.status === 'scheduled');
  return held.find((meeting) => new Date(meeting.endsAt) > now) ?? held[0] ?? null;
}

/**
 * The event of a session's meeting, described as its `.ics` file describes it: the tutor, the
 * meeting link for those who may join (the server gives it to no one else), and the session page.
 */
export function sessionEvent(
  session: Pick<SessionDto, '_id' | 'title' | 'tutorName' | 'location' | 'meetingUrl'>,
  meeting: { startsAt: string; endsAt: string },
  origin: string,
): CalendarEvent {
  const details = [
    t('ui.calendar.with', { name: session.tutorName }),
    ...(session.meetingUrl ? [t('ui.calendar.joinOnline', { url: session.meetingUrl })] : []),
    t('ui.calendar.sessionPage', { url: `${origin}/sessions/${session._id}` }),
  ];
  return {
    title: session.title,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    location: session.location,
    details: details.join('\n\n'),
  };
}

/**
 * The event of a lesson, described as its `.ics` file describes it: who meets whom and the meeting
 * link (the server gives the link only to the lesson's own people).
 */
export function lessonEvent(
  lesson: Pick<
    LessonDto,
    'title' | 'tutorName' | 'studentName' | 'startsAt' | 'endsAt' | 'location' | 'meetingUrl'
  >,
): CalendarEvent {
  const details = [
    t('ui.calendar.lessonWith', { tutor: lesson.tutorName, student: lesson.studentName }),
    ...(lesson.meetingUrl ? [t('ui.calendar.joinOnline', { url: lesson.meetingUrl })] : []),
  ];
  return {
    title: lesson.title,
    startsAt: lesson.startsAt,
    endsAt: lesson.endsAt,
    location: lesson.location,
    details: details.join('\n\n'),
  };
}

/** '2026-12-19T09:00:00.000Z' → '20261219T090000Z', the form Google's `dates` takes. */
const compactUtc = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** '2026-12-19T09:00:00Z', the form Outlook's `startdt` and `enddt` take. */
const isoUtc = (instant: string) => new Date(instant).toISOString().replace(/\.\d{3}/, '');

/** Google Calendar's new-event page, filled in. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('dates', `${compactUtc(event.startsAt)}/${compactUtc(event.endsAt)}`);
  url.searchParams.set('details', event.details);
  if (event.location) url.searchParams.set('location', event.location);
  return url.toString();
}

/**
 * Outlook on the web's new-event page, filled in: `personal` for Outlook.com accounts, `work` for
 * Microsoft 365 ones (a school's own accounts, often).
 */
export function outlookCalendarUrl(event: CalendarEvent, account: 'personal' | 'work'): string {
  const host = account === 'work' ? 'outlook.office.com' : 'outlook.live.com';
  const url = new URL(`https://${host}/calendar/0/action/compose`);
  url.searchParams.set('rru', 'addevent');
  url.searchParams.set('subject', event.title);
  url.searchParams.set('startdt', isoUtc(event.startsAt));
  url.searchParams.set('enddt', isoUtc(event.endsAt));
  url.searchParams.set('body', event.details);
  if (event.location) url.searchParams.set('location', event.location);
  return url.toString();
}

/**
 * The feed's address for a one-click subscription: `webcal:` hands it to the calendar app the
 * system uses for calendars, which then fetches it over the web as usual.
 */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:/i, 'webcal:');
}

/** Google Calendar's page that subscribes to a feed (Google fetches it, so it must be public). */
export function googleSubscribeUrl(feedUrl: string): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('cid', webcalUrl(feedUrl));
  return url.toString();
}
