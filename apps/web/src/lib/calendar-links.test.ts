import { beforeAll, describe, expect, it } from 'vitest';
import {
  googleCalendarUrl,
  googleSubscribeUrl,
  meetingToAdd,
  outlookCalendarUrl,
  sessionEvent,
  webcalUrl,
} from './calendar-links';

const meeting = (id: string, startsAt: string, endsAt: string, status = 'scheduled') => ({
  _id: id,
  startsAt,
  endsAt,
  status: status as 'scheduled' | 'cancelled',
  sequence: 0,
});

const session = {
  _id: 's1',
  title: 'Algebra & proofs',
  tutorName: 'Ada',
  location: 'Room 4',
  meetingUrl: 'https://meet.example.com/x',
};

// Described once the page's language is loaded (test/setup.ts), as a page does.
let event: ReturnType<typeof sessionEvent>;
beforeAll(() => {
  event = sessionEvent(
    session,
    { startsAt: '2026-12-19T09:00:00.000Z', endsAt: '2026-12-19T10:30:00.000Z' },
    'https://studyhall.example.org',
  );
});

describe('calendar links', () => {
  it('describe a meeting as its .ics does: the tutor, the link to join, the session page', () => {
    expect(event).toEqual({
      title: 'Algebra & proofs',
      startsAt: '2026-12-19T09:00:00.000Z',
      endsAt: '2026-12-19T10:30:00.000Z',
      location: 'Room 4',
      details:
        'With Ada.\n\nJoin online: https://meet.example.com/x\n\nSession page: https://studyhall.example.org/sessions/s1',
    });
    const withoutLink = sessionEvent({ ...session, meetingUrl: null }, event, 'https://x.test');
    expect(withoutLink.details).toBe('With Ada.\n\nSession page: https://x.test/sessions/s1');
  });

  it("fill in Google Calendar's new event in UTC", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Algebra & proofs',
      dates: '20261219T090000Z/20261219T103000Z',
      details: event.details,
      location: 'Room 4',
    });
  });

  it("fill in Outlook's new event, for personal and for work or school accounts", () => {
    const personal = new URL(outlookCalendarUrl(event, 'personal'));
    expect(personal.origin + personal.pathname).toBe(
      'https://outlook.live.com/calendar/0/action/compose',
    );
    expect(Object.fromEntries(personal.searchParams)).toEqual({
      rru: 'addevent',
      subject: 'Algebra & proofs',
      startdt: '2026-12-19T09:00:00Z',
      enddt: '2026-12-19T10:30:00Z',
      body: event.details,
      location: 'Room 4',
    });
    expect(new URL(outlookCalendarUrl(event, 'work')).host).toBe('outlook.office.com');
    expect(
      new URL(googleCalendarUrl({ ...event, location: null })).searchParams.has('location'),
    ).toBe(false);
  });

  it('add the next meeting not over yet, else the first; never a cancelled one', () => {
    const meetings = [
      meeting('a', '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z'),
      meeting('b', '2026-12-08T09:00:00Z', '2026-12-08T10:00:00Z', 'cancelled'),
      meeting('c', '2026-12-15T09:00:00Z', '2026-12-15T10:00:00Z'),
    ];
    const at = (instant: string) => meetingToAdd({ meetings }, new Date(instant))?._id;
    expect(at('2026-11-01T00:00:00Z')).toBe('a');
    expect(at('2026-12-01T09:30:00Z')).toBe('a');
    expect(at('2026-12-02T00:00:00Z')).toBe('c');
    expect(at('2027-01-01T00:00:00Z')).toBe('a');
    expect(meetingToAdd({ meetings: [meetings[1]!] })).toBeNull();
  });

  it('subscribe to the feed in one click', () => {
    const feed = 'https://studyhall.example.org/api/calendar/abc.ics';
    expect(webcalUrl(feed)).toBe('webcal://studyhall.example.org/api/calendar/abc.ics');
    expect(webcalUrl('http://localhost:3000/api/calendar/abc.ics')).toBe(
      'webcal://localhost:3000/api/calendar/abc.ics',
    );
    expect(new URL(googleSubscribeUrl(feed)).searchParams.get('cid')).toBe(webcalUrl(feed));
  });
});
