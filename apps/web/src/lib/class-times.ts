/**
 * A class's moments as the reader sees them: in their own time zone, always named, so no one
 * reads 09:00 in the school's zone as 09:00 in theirs ("Mon 1 Feb 2027, 09:00–10:00 (Central
 * European Standard Time)"). Kept out of `format.ts`, which the home page loads first: only the
 * pages about classes need it (docs/performance.md#web-budget).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** `timeZone` undefined is the reader's own; tests name one. */
function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'long',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

interface Moment {
  /** 'Mon 1 Feb 2027' */
  date: string;
  /** '09:00' */
  time: string;
  /** 'Central European Standard Time' */
  zone: string;
}

function momentOf(instant: Date, timeZone: string | undefined): Moment {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    zone: parts.timeZoneName ?? '',
  };
}

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One moment: 'Mon 1 Feb 2027, 09:00 (Central European Standard Time)'. */
export function formatMoment(value: string | Date, timeZone?: string): string {
  const date = parse(value);
  if (!date) return String(value);
  const { date: day, time, zone } = momentOf(date, timeZone);
  return `${day}, ${time} (${zone})`;
}

/**
 * A class from start to end: 'Mon 1 Feb 2027, 09:00–10:00 (Central European Standard Time)' on
 * one day, both dates when it runs over several, and both zone names when the clocks change
 * between start and end.
 */
export function formatClassTime(startsAt: string, endsAt: string, timeZone?: string): string {
  const start = parse(startsAt);
  const end = parse(endsAt);
  if (!start || !end) return '';
  const from = momentOf(start, timeZone);
  const to = momentOf(end, timeZone);
  if (from.zone !== to.zone) {
    return `${from.date}, ${from.time} (${from.zone}) – ${to.date}, ${to.time} (${to.zone})`;
  }
  if (from.date === to.date) return `${from.date}, ${from.time}–${to.time} (${from.zone})`;
  return `${from.date}, ${from.time} – ${to.date}, ${to.time} (${from.zone})`;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount of money paid or refunded, always with its cents: '$25.00'. */
export function formatMoney(dollars: number): string {
  return money.format(dollars);
}
