import { type MeetingDto, type MeetingTimes, zonedDay } from '@studyhall/shared';

/** A meeting as a reader meets it: behind, under way, or ahead, and whether it is the next one. */
export interface ReadMeeting {
  meeting: MeetingDto;
  when: 'past' | 'now' | 'ahead';
  /** The first scheduled meeting still to begin: the session's `nextMeetingAt`. */
  next: boolean;
}

const startOf = (meeting: MeetingDto) => new Date(meeting.startsAt).getTime();
const endOf = (meeting: MeetingDto) => new Date(meeting.endsAt).getTime();

/**
 * A session's meetings as its page lists them (docs/product.md#meetings): what is under way, then
 * the next one, then the rest ahead in order (cancelled ones among them); behind them the past
 * ones, latest first.
 */
export function readMeetings(
  meetings: MeetingDto[],
  now: number,
): { ahead: ReadMeeting[]; past: ReadMeeting[] } {
  const byStart = [...meetings].sort((a, b) => startOf(a) - startOf(b));
  const next = byStart.find((m) => m.status === 'scheduled' && startOf(m) > now);
  const read = byStart.map((meeting): ReadMeeting => ({
    meeting,
    when:
      startOf(meeting) > now
        ? 'ahead'
        : meeting.status === 'scheduled' && endOf(meeting) > now
          ? 'now'
          : 'past',
    next: meeting === next,
  }));
  const rank = (m: ReadMeeting) => (m.when === 'now' ? 0 : m.next ? 1 : 2);
  return {
    // A stable sort: the rest keep their order by start.
    ahead: read.filter((m) => m.when !== 'past').sort((a, b) => rank(a) - rank(b)),
    past: read.filter((m) => m.when === 'past').reverse(),
  };
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** `HH:MM` on a 24-hour clock, as a wall clock in `timeZone` shows `instant`. */
function zonedClock(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * A meeting as the API's forms take it: its day and times in the platform's `timeZone` (the
 * reverse of `meetingInstants` in packages/shared/src/meetings.ts).
 */
export function meetingTimesIn(meeting: MeetingDto, timeZone: string): MeetingTimes {
  const startsAt = new Date(meeting.startsAt);
  return {
    date: zonedDay(startsAt, timeZone),
    start: zonedClock(startsAt, timeZone),
    end: zonedClock(new Date(meeting.endsAt), timeZone),
  };
}

/** The reader's own time zone, as the browser knows it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
