import { describe, expect, it } from 'vitest';
import { attendanceBody, rosterMeetingOf, sessionStudentsQuery } from '../src/bookings';

/*
 * Attendance per meeting (docs/product.md#attendance): which meeting a roster shows when none is
 * asked for, and the body that names the meeting marked.
 */

const meeting = (
  id: string,
  startsAt: string,
  status: 'scheduled' | 'cancelled' = 'scheduled',
) => ({
  _id: id,
  startsAt,
  status,
});
const now = new Date('2031-03-10T12:00:00Z');

describe('rosterMeetingOf', () => {
  it('picks the latest scheduled meeting that has begun', () => {
    const meetings = [
      meeting('a', '2031-03-08T09:00:00Z'),
      meeting('b', '2031-03-09T09:00:00Z'),
      // Cancelled meetings are never shown by default, even when their time has passed.
      meeting('c', '2031-03-10T09:00:00Z', 'cancelled'),
      // Exactly now counts as begun.
      meeting('d', '2031-03-10T12:00:00Z'),
      meeting('e', '2031-03-11T09:00:00Z'),
    ];
    expect(rosterMeetingOf(meetings, now)?._id).toBe('d');
    expect(rosterMeetingOf(meetings.slice(0, 3), now)?._id).toBe('b');
  });

  it('picks the first scheduled meeting before any has begun, else the first of all', () => {
    const ahead = [
      meeting('x', '2031-03-11T09:00:00Z', 'cancelled'),
      meeting('y', '2031-03-12T09:00:00Z'),
      meeting('z', '2031-03-13T09:00:00Z'),
    ];
    expect(rosterMeetingOf(ahead, now)?._id).toBe('y');
    expect(rosterMeetingOf([ahead[0]!], now)?._id).toBe('x');
    expect(rosterMeetingOf([], now)).toBeUndefined();
  });
});

describe('attendance inputs', () => {
  it('take an optional meetingId, named in the message when it is wrong', () => {
    expect(attendanceBody.parse({ status: 'present' })).toEqual({ status: 'present' });
    expect(attendanceBody.parse({ status: 'absent', meetingId: ' m-1 ' })).toEqual({
      status: 'absent',
      meetingId: 'm-1',
    });
    for (const meetingId of ['', 12, null, 'x'.repeat(65)]) {
      const parsed = attendanceBody.safeParse({ status: 'present', meetingId });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/meetingId/);
    }
    expect(sessionStudentsQuery.parse({ meetingId: 'm-2' })).toMatchObject({ meetingId: 'm-2' });
  });
});
