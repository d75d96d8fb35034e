/**
 * iCalendar (RFC 5545) text for classes: one VEVENT per class, in UTC, so every calendar shows it
 * at the same instant whatever its zone.
 */
export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding another. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string | null;
  description: string;
  url: string;
  /** Changes when the event does; calendars keep the newest. */
  updatedAt: Date;
  /** `tentative`: not published yet (a pending session its tutor downloads). */
  status: 'confirmed' | 'tentative' | 'cancelled';
}

export interface CalendarOptions {
  /** When this file was made: every event's DTSTAMP, as RFC 5545 §3.8.7.2 asks with a METHOD. */
  now?: Date;
  /** A subscribed feed: how often clients that honour it should fetch it again. */
  refreshHours?: number;
}

const PRODUCT_ID = '-//StudyHall//Classes//EN';

/** `20261123T094500Z` */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11); other
 * control characters are not allowed in a TEXT value and are dropped.
 */
function text(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
  );
}

/** Lines are folded at 75 octets, continuing with a space, without splitting a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarFile(
  name: string,
  events: CalendarEvent[],
  { now = new Date(), refreshHours }: CalendarOptions = {},
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    ...(refreshHours
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${refreshHours}H`, `X-PUBLISHED-TTL:PT${refreshHours}H`]
      : []),
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${text(event.uid)}`,
      `DTSTAMP:${utc(now)}`,
      `LAST-MODIFIED:${utc(event.updatedAt)}`,
      `DTSTART:${utc(event.startsAt)}`,
      `DTEND:${utc(event.endsAt)}`,
      `SUMMARY:${text(event.summary)}`,
      ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
      `DESCRIPTION:${text(event.description)}`,
      `URL:${event.url}`,
      `STATUS:${event.status.toUpperCase()}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
