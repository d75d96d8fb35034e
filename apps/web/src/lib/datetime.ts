/**
 * Every date and time a person reads, written one way (docs/product.md#times): an instant in the
 * reader's own time zone, the zone always named in full and in brackets ('Sat, Dec 19, 2026,
 * 4:00 AM (Eastern Standard Time)'), so nobody reads 09:00 in the school's zone as 09:00 in
 * theirs. A calendar day the platform counts in (a stats range, a week) is written as that day,
 * never moved by the reader's zone. `timeZone` undefined is the reader's own; tests name one.
 *
 * The home page's cards use it too: formatters are made on first use, so merely loading the
 * module costs no Intl locale data before the first paint (docs/performance.md#web-budget).
 */
import { currentLanguage } from './current-language';

/** The locale whose `Intl` writes a language's dates; English keeps 'Sat, Dec 19, 2026'. */
const LOCALES = { en: 'en-US', es: 'es', ar: 'ar' } as const;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'moment' | 'short', timeZone: string | undefined) {
  const language = currentLanguage();
  const key = `${language} ${kind} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      LOCALES[language],
      kind === 'moment'
        ? {
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            hourCycle: 'h12',
            timeZoneName: 'long',
            timeZone,
          }
        : { month: 'short', day: 'numeric', year: 'numeric', timeZone },
    );
    formats.set(key, format);
  }
  return format;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(kind: 'moment' | 'short', instant: Date, timeZone: string | undefined): Parts {
  const parts: Parts = {};
  for (const part of formatter(kind, timeZone).formatToParts(instant))
    parts[part.type] = part.value;
  return parts;
}

interface Moment {
  /** 'Sat, Dec 19, 2026' */
  date: string;
  /** '4:00 AM' */
  time: string;
  /** 'Eastern Standard Time' */
  zone: string;
}

// Built from the parts, so the spaces are plain ones whatever the browser's ICU puts before AM.
function momentOf(instant: Date, timeZone: string | undefined): Moment {
  const p = partsOf('moment', instant, timeZone);
  return {
    date: `${p.weekday}, ${p.month} ${p.day}, ${p.year}`,
    time: `${p.hour}:${p.minute} ${p.dayPeriod}`,
    zone: p.timeZoneName ?? '',
  };
}

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One instant: 'Sat, Dec 19, 2026, 4:00 AM (Eastern Standard Time)'; '' for none. */
export function formatMoment(value: string | Date | null | undefined, timeZone?: string): string {
  const date = parse(value);
  if (!date) return value ? String(value) : '';
  const { date: day, time, zone } = momentOf(date, timeZone);
  return `${day}, ${time} (${zone})`;
}

/**
 * From one instant to another: 'Sat, Dec 19, 2026, 4:00 AM – 5:00 AM (Eastern Standard Time)'
 * on one day, both days when it runs over several, and each its zone's name when the clocks
 * change between them. '' when either is missing or the end comes first.
 */
export function formatSpan(
  startsAt: string | Date | null | undefined,
  endsAt: string | Date | null | undefined,
  timeZone?: string,
): string {
  const start = parse(startsAt);
  const end = parse(endsAt);
  if (!start || !end || end < start) return '';
  const from = momentOf(start, timeZone);
  const to = momentOf(end, timeZone);
  if (from.zone !== to.zone) {
    return `${from.date}, ${from.time} (${from.zone}) – ${to.date}, ${to.time} (${to.zone})`;
  }
  if (from.date === to.date) return `${from.date}, ${from.time} – ${to.time} (${from.zone})`;
  return `${from.date}, ${from.time} – ${to.date}, ${to.time} (${from.zone})`;
}

/**
 * The day of an instant, briefly, for a badge: 'Dec 12', with the year when it is not this
 * year's ('Jan 4, 2028'), in the reader's zone.
 */
export function formatShortDate(
  value: string | Date,
  timeZone?: string,
  now: Date = new Date(),
): string {
  const date = parse(value);
  if (!date) return String(value);
  const p = partsOf('short', date, timeZone);
  const sameYear = partsOf('short', now, timeZone).year === p.year;
  return sameYear ? `${p.month} ${p.day}` : `${p.month} ${p.day}, ${p.year}`;
}

/** A calendar day (`YYYY-MM-DD`) as that day everywhere: 'Sat, Dec 12, 2026'. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const date = parse(`${day.slice(0, 10)}T00:00:00Z`);
  return date ? momentOf(date, 'UTC').date : day;
}

/** A week's Monday under its column, briefly: '2026-03-02' → 'Mar 2'. */
export function formatWeekDay(day: string): string {
  const date = parse(`${day.slice(0, 10)}T00:00:00Z`);
  if (!date) return day;
  const p = partsOf('short', date, 'UTC');
  return `${p.month} ${p.day}`;
}

/** A zone's name as every time shows it ('Eastern Standard Time'), at `at` (daylight saving). */
export function zoneName(timeZone?: string, at: Date = new Date()): string {
  return momentOf(at, timeZone).zone;
}

/**
 * When a class meets, in one line: its one meeting as a span, or how many meetings it holds from
 * the first one to the last one's day ('3 meetings, Mon, Dec 7, 2026, 3:00 PM – 4:30 PM (…) to
 * Dec 24'), never one block from the first start to the last end.
 */
export function formatClassWhen(
  session: {
    startsAt: string;
    endsAt: string;
    meetings: { startsAt: string; endsAt: string; status: string }[];
  },
  timeZone?: string,
): string {
  const held = session.meetings.filter((meeting) => meeting.status === 'scheduled');
  const [first, last] = [held[0], held.at(-1)];
  if (held.length < 2 || !first || !last) {
    return formatSpan(session.startsAt, session.endsAt, timeZone);
  }
  const from = formatSpan(first.startsAt, first.endsAt, timeZone);
  return `${held.length} meetings, ${from} to ${formatShortDate(last.startsAt, timeZone)}`;
}

/** The time of day alone, '4:00 PM', where a heading above names the day and the zone. */
export function formatClock(value: string | Date, timeZone?: string): string {
  const date = parse(value);
  return date ? momentOf(date, timeZone).time : String(value);
}

/** A calendar day (`YYYY-MM-DD`) on a date strip's button: 'Mon, Dec 7'. */
export function formatStripDay(day: string): string {
  const date = parse(`${day.slice(0, 10)}T00:00:00Z`);
  if (!date) return day;
  const p = partsOf('moment', date, 'UTC');
  return `${p.weekday}, ${p.month} ${p.day}`;
}

/** The reader's own zone as an IANA name ('Europe/Berlin'), as the browser reports it. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
