import ical, { escape, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * iCalendar (RFC 5545) files for classes, written by ical-generator (which escapes text and folds
 * lines): one VEVENT per meeting, in UTC, so every calendar shows it at the same instant whatever
 * its zone.
 */
export interface CalendarEvent {
  /** Stable across downloads and changes, so a calendar updates the event instead of adding one. */
  uid: string;
  /** Rises with each change to the event; a calendar keeps the highest it has seen. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string | null;
  description: string;
  url: string;
  /** When the event last changed. */
  updatedAt: Date;
  /** `tentative`: not published yet (a pending session its tutor downloads). */
  status: 'confirmed' | 'tentative' | 'cancelled';
}

/**
 * `publish`: a file to import or a feed to follow. `request`: an invitation sent by mail, which a
 * calendar adds or, for a UID it has, updates. `cancel`: the events named are called off.
 */
export type CalendarMethod = 'publish' | 'request' | 'cancel';

export interface CalendarOptions {
  method?: CalendarMethod;
  /** When this file was made: every event's DTSTAMP, as RFC 5545 §3.8.7.2 asks with a METHOD. */
  now?: Date;
  /** A subscribed feed: how often clients that honour it should fetch it again. */
  refreshHours?: number;
}

/** ical-generator writes it with the leading `-` of a formal public identifier. */
const PRODUCT_ID = '//StudyHall//Classes//EN';

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  publish: ICalCalendarMethod.PUBLISH,
  request: ICalCalendarMethod.REQUEST,
  cancel: ICalCalendarMethod.CANCEL,
};

const STATUSES: Record<CalendarEvent['status'], ICalEventStatus> = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/** Control characters other than line breaks are not allowed in a TEXT value (RFC 5545 §3.3.11). */
const clean = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g, '');

export function calendarFile(
  name: string,
  events: CalendarEvent[],
  { method = 'publish', now = new Date(), refreshHours }: CalendarOptions = {},
): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    // The calendar's name is written as given (events' texts are escaped): escaped here.
    name: escape(clean(name), false),
    method: METHODS[method],
    ...(refreshHours ? { ttl: refreshHours * 3600 } : {}),
  });
  for (const event of events) {
    calendar.createEvent({
      id: clean(event.uid),
      sequence: event.sequence,
      stamp: now,
      lastModified: event.updatedAt,
      start: event.startsAt,
      end: event.endsAt,
      summary: clean(event.summary),
      location: event.location ? clean(event.location) : null,
      description: clean(event.description),
      url: event.url,
      status: STATUSES[event.status],
    });
  }
  return calendar.toString();
}
