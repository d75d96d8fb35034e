import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarEvent, type CalendarMethod, calendarFile } from '../../src/calendar/ics';

/*
 * The writer of every calendar file (src/calendar/ics.ts). Each file is read back with ical.js, as
 * a calendar app would read it; what a forgiving parser would not notice (line length in octets,
 * CRLF, characters cut by a fold) is checked on the file's bytes.
 */

const NOW = new Date('2030-03-25T08:15:30.750Z');

const meeting = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'meeting-1@studyhall',
  sequence: 3,
  startsAt: new Date('2030-03-31T00:30:00Z'),
  endsAt: new Date('2030-03-31T02:00:00Z'),
  summary: 'Morning algebra',
  location: 'Room 4',
  description: 'With Ada Tutor.',
  url: 'http://localhost:3000/sessions/1',
  updatedAt: new Date('2030-03-20T10:00:00Z'),
  status: 'confirmed',
  ...overrides,
});

/** NAME and X-WR-CALNAME are TEXT, but ical.js does not know them and leaves them escaped. */
const calendarName = (calendar: ICAL.Component, property: string): string =>
  ICAL.design.icalendar.value.text.fromICAL(String(calendar.getFirstPropertyValue(property)));

/** A text as a calendar reads it back: control characters dropped, every line break a `\n`. */
const asRead = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g, '').replace(/\r\n?/g, '\n');

/** The file's lines as sent: each within 75 octets, CRLF-ended, and whole UTF-8 on its own. */
function physicalLines(file: string): string[] {
  const bytes = Buffer.from(file, 'utf8');
  expect(bytes.subarray(-2).toString()).toBe('\r\n');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const lines: string[] = [];
  let from = 0;
  for (let end = bytes.indexOf('\r\n', from); end >= 0; end = bytes.indexOf('\r\n', from)) {
    expect(end - from).toBeLessThanOrEqual(75);
    lines.push(decoder.decode(bytes.subarray(from, end)));
    from = end + 2;
  }
  expect(from).toBe(bytes.length);
  for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
  return lines;
}

/** A file as a client reads it: from its bytes, line by line. */
function parse(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(physicalLines(file).join('\r\n')));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('calendar files (RFC 5545)', () => {
  it('round-trips `;`, `,`, `\\` and line breaks in every text, the calendar’s name too', () => {
    // `C:\new` would read as a line break before `ew` if the backslash were not escaped.
    const tricky = 'Sets; maps, and C:\\new\\; proofs\nline two\r\nthree\rfour';
    const read = 'Sets; maps, and C:\\new\\; proofs\nline two\nthree\nfour';
    const file = calendarFile(tricky, [
      meeting({ uid: tricky, summary: tricky, location: tricky, description: tricky }),
    ]);
    const { calendar, events } = parse(file);
    expect(calendarName(calendar, 'name')).toBe(read);
    expect(calendarName(calendar, 'x-wr-calname')).toBe(read);
    const event = new ICAL.Event(events[0]);
    expect([event.uid, event.summary, event.location, event.description]).toEqual([
      read,
      read,
      read,
      read,
    ]);
  });

  it('keeps a title that looks like properties inside its own value', () => {
    const summary = 'Algebra\r\nSTATUS:CANCELLED\r\nEND:VEVENT\r\nBEGIN:VEVENT';
    const { calendar, events } = parse(calendarFile(summary, [meeting({ summary })]));
    expect(events).toHaveLength(1);
    expect(events[0]!.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(new ICAL.Event(events[0]).summary).toBe(asRead(summary));
    expect(calendarName(calendar, 'name')).toBe(asRead(summary));
  });

  it('drops control characters other than line breaks', () => {
    const { calendar, events } = parse(
      calendarFile('A\u0000B\tC', [meeting({ summary: 'a\u0007b\u001bc\u007fd\ne' })]),
    );
    expect(calendarName(calendar, 'name')).toBe('ABC');
    expect(new ICAL.Event(events[0]).summary).toBe('abcd\ne');
  });

  it('reads back any text as written, in lines of at most 75 octets', () => {
    // Any character, and often the ones with a meaning in iCalendar or several octets in UTF-8.
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...'\\;,:"\r\n \u0007né日😀'),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 300,
      size: 'max',
    });
    fc.assert(
      fc.property(
        fc.record({ name: text, summary: text, location: text, description: text }),
        ({ name, summary, location, description }) => {
          const file = calendarFile(name, [meeting({ summary, location, description })]);
          const { calendar, events } = parse(file);
          const event = new ICAL.Event(events[0]);
          expect(calendarName(calendar, 'name')).toBe(asRead(name));
          expect(event.summary).toBe(asRead(summary));
          expect(event.location ?? '').toBe(asRead(location));
          expect(event.description).toBe(asRead(description));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('folds long lines at 75 octets with one space, never inside a character', () => {
    // Characters of 1 to 4 octets, shifted so that folds fall at every position inside them.
    for (const shift of ['', 'x', 'xx', 'xxx']) {
      const summary = shift + 'aé日😀'.repeat(40);
      const file = calendarFile('Long', [meeting({ summary })]);
      const lines = physicalLines(file);
      const folded = lines.filter((line) => line.startsWith(' '));
      expect(folded.length).toBeGreaterThan(3);
      for (const line of folded) expect(line).not.toMatch(/^ {2}/);
      const unfolded = lines.join('\r\n').replaceAll('\r\n ', '');
      expect(unfolded).toContain(`\r\nSUMMARY:${summary}\r\n`);
      expect(new ICAL.Event(parse(file).events[0]).summary).toBe(summary);
    }
    // A line of exactly 75 octets stays whole; one more octet and it folds.
    const fits = 'n'.repeat(75 - 'NAME:'.length);
    expect(physicalLines(calendarFile(fits, []))).toContain(`NAME:${fits}`);
    expect(physicalLines(calendarFile(`${fits}n`, []))).toEqual(
      expect.arrayContaining([`NAME:${fits}`, ' n']),
    );
  });

  it('writes the event’s address as a URI, unescaped, which no line break can end', () => {
    const url = 'http://localhost:3000/a,b;c\r\nSTATUS:CANCELLED';
    const { events } = parse(calendarFile('Algebra', [meeting({ url })]));
    expect(events[0]!.getFirstPropertyValue('url')).toBe(
      'http://localhost:3000/a,b;cSTATUS:CANCELLED',
    );
    expect(events[0]!.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('identifies itself, with the event’s UID, SEQUENCE and address', () => {
    const { calendar, events } = parse(calendarFile('Algebra', [meeting()]));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//StudyHall//Classes//EN');
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe('meeting-1@studyhall');
    expect(event.sequence).toBe(3);
    expect(events[0]!.getFirstPropertyValue('url')).toBe('http://localhost:3000/sessions/1');
  });

  it('writes each method, `publish` when none is given', () => {
    const methods: [CalendarMethod | undefined, string][] = [
      [undefined, 'PUBLISH'],
      ['publish', 'PUBLISH'],
      ['request', 'REQUEST'],
      ['cancel', 'CANCEL'],
    ];
    for (const [method, written] of methods) {
      const { calendar } = parse(calendarFile('Algebra', [meeting()], { method }));
      expect(calendar.getFirstPropertyValue('method')).toBe(written);
    }
  });

  it('writes each status', () => {
    const statuses: [CalendarEvent['status'], string][] = [
      ['confirmed', 'CONFIRMED'],
      ['tentative', 'TENTATIVE'],
      ['cancelled', 'CANCELLED'],
    ];
    const { events } = parse(
      calendarFile(
        'Algebra',
        statuses.map(([status]) => meeting({ status })),
      ),
    );
    expect(events.map((event) => event.getFirstPropertyValue('status'))).toEqual(
      statuses.map(([, written]) => written),
    );
  });

  it('leaves LOCATION out when there is none', () => {
    for (const location of [null, '', '\u0007']) {
      const { events } = parse(calendarFile('Algebra', [meeting({ location })]));
      expect(events[0]!.hasProperty('location')).toBe(false);
    }
  });

  it('asks a feed’s subscribers to refresh it, and says nothing of it otherwise', () => {
    const feed = parse(calendarFile('Feed', [], { refreshHours: 3 })).calendar;
    const interval = feed.getFirstPropertyValue('refresh-interval');
    expect(interval).toBeInstanceOf(ICAL.Duration);
    expect((interval as ICAL.Duration).toSeconds()).toBe(3 * 3600);
    const ttl = ICAL.Duration.fromString(String(feed.getFirstPropertyValue('x-published-ttl')));
    expect(ttl.toSeconds()).toBe(3 * 3600);

    const file = parse(calendarFile('File', [])).calendar;
    expect(file.hasProperty('refresh-interval')).toBe(false);
    expect(file.hasProperty('x-published-ttl')).toBe(false);
  });

  it('writes times in UTC to the second, every DTSTAMP the file’s `now`', () => {
    const startsAt = new Date('2030-03-31T00:30:15.999Z');
    const file = calendarFile('Algebra', [meeting({ startsAt }), meeting({ uid: 'meeting-2' })], {
      now: NOW,
    });
    const times = physicalLines(file).filter((line) =>
      /^(DTSTAMP|DTSTART|DTEND|LAST-MODIFIED):/.test(line),
    );
    expect(times).toHaveLength(8);
    for (const line of times) expect(line).toMatch(/:\d{8}T\d{6}Z$/);

    const [first, second] = parse(file).events.map((component) => {
      const time = (property: string) => {
        const value = component.getFirstPropertyValue(property) as ICAL.Time;
        expect(value.zone).toBe(ICAL.Timezone.utcTimezone);
        return value.toJSDate().toISOString();
      };
      return ['dtstamp', 'dtstart', 'dtend', 'last-modified'].map(time);
    });
    expect(first).toEqual([
      '2030-03-25T08:15:30.000Z',
      '2030-03-31T00:30:15.000Z',
      '2030-03-31T02:00:00.000Z',
      '2030-03-20T10:00:00.000Z',
    ]);
    expect(second![0]).toBe('2030-03-25T08:15:30.000Z');
  });

  it('refuses an invalid date rather than write one', () => {
    expect(() => calendarFile('Algebra', [meeting({ endsAt: new Date(Number.NaN) })])).toThrow(
      RangeError,
    );
  });
});
