import { describe, expect, it } from 'vitest';
import {
  bookingRefusal,
  cancellationDeadline,
  cancelRefusal,
  isFull,
  managesSession,
  mayJoin,
  maySeeSession,
  refundOnCancel,
  waitlistRefusal,
} from '../src/policies';

/*
 * The rules both the API and the web ask (src/policies.ts): what one answers, the other shows.
 */

const tutor = { id: 'tutor-1', role: 'tutor' as const };
const otherTutor = { id: 'tutor-2', role: 'tutor' as const };
const student = { id: 'student-1', role: 'student' as const };
const admin = { id: 'admin-1', role: 'admin' as const };
// A tutor demoted to student still tutors their sessions.
const demotedTutor = { id: 'tutor-1', role: 'student' as const };

const callers = { tutor, otherTutor, student, admin, demotedTutor, anonymous: null };

describe('maySeeSession', () => {
  it.each(['approved', 'cancelled'] as const)('shows a %s session to everyone', (status) => {
    const session = { status, tutorId: tutor.id };
    for (const caller of Object.values(callers)) {
      expect(maySeeSession({ session, caller })).toBe(true);
    }
  });

  it.each(['pending', 'rejected'] as const)(
    'shows a %s session only to its tutor (by account id) and admins',
    (status) => {
      const session = { status, tutorId: tutor.id };
      const visible = Object.entries(callers)
        .filter(([, caller]) => maySeeSession({ session, caller }))
        .map(([name]) => name);
      expect(visible).toEqual(['tutor', 'admin', 'demotedTutor']);
    },
  );
});

describe('managesSession and mayJoin', () => {
  it('is the session tutor or an admin, whatever the status', () => {
    for (const status of ['approved', 'pending', 'rejected', 'cancelled'] as const) {
      const session = { status, tutorId: tutor.id };
      const staff = Object.entries(callers)
        .filter(([, caller]) => managesSession({ session, caller }))
        .map(([name]) => name);
      expect(staff).toEqual(['tutor', 'admin', 'demotedTutor']);
    }
  });

  it('gives the meeting link to those who manage the session and to booked students only', () => {
    const session = { status: 'approved' as const, tutorId: tutor.id };
    expect(mayJoin({ session, caller: student, booked: true })).toBe(true);
    expect(mayJoin({ session, caller: student, booked: false })).toBe(false);
    expect(mayJoin({ session, caller: otherTutor, booked: true })).toBe(false);
    expect(mayJoin({ session, caller: admin, booked: false })).toBe(true);
  });
});

describe('bookingRefusal and waitlistRefusal', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  const open: Parameters<typeof bookingRefusal>[0]['session'] = {
    status: 'approved',
    tutorId: tutor.id,
    registrationStart: '2027-01-05',
    registrationEnd: '2027-01-20',
    capacity: 2,
    seatsTaken: 1,
  };
  const ask = (session = open, caller: (typeof callers)[keyof typeof callers] = student) => ({
    session,
    caller,
    now,
    timeZone: 'UTC',
  });

  it('tells why, in order: unpublished, who asks, registration, seat', () => {
    expect(bookingRefusal(ask({ ...open, status: 'pending' }, tutor))).toBe('unavailable');
    expect(bookingRefusal(ask(open, admin))).toBe('notStudent');
    expect(bookingRefusal(ask(open, demotedTutor))).toBe('ownSession');
    expect(bookingRefusal(ask({ ...open, registrationStart: '2027-01-11' }))).toBe(
      'registrationNotOpen',
    );
    expect(bookingRefusal(ask({ ...open, registrationEnd: '2027-01-09' }))).toBe(
      'registrationClosed',
    );
    const full = { ...open, seatsTaken: 2 };
    expect(bookingRefusal({ ...ask(full), seat: { holdsOffer: false } })).toBe('full');
    expect(bookingRefusal({ ...ask(full), seat: { holdsOffer: true } })).toBeNull();
    expect(bookingRefusal(ask(full))).toBeNull();
  });

  it('lets a student wait only for a full session, and says "not open yet" as booking does', () => {
    expect(waitlistRefusal(ask(open))).toBe('seatsLeft');
    expect(waitlistRefusal(ask({ ...open, seatsTaken: 2 }))).toBeNull();
    expect(waitlistRefusal(ask({ ...open, seatsTaken: 2, registrationStart: '2027-01-11' }))).toBe(
      'registrationNotOpen',
    );
    expect(isFull({ capacity: null, seatsTaken: 10_000 })).toBe(false);
  });
});

describe('cancelRefusal and refundOnCancel', () => {
  const startsAt = '2027-02-02T08:00:00.000Z';
  const booking = { studentId: student.id };

  it('lets the student cancel until the deadline, admins at any time', () => {
    expect(cancellationDeadline(startsAt, 24).toISOString()).toBe('2027-02-01T08:00:00.000Z');
    const before = new Date('2027-02-01T07:59:00Z');
    const after = new Date('2027-02-01T08:01:00Z');
    const ask = (caller: (typeof callers)[keyof typeof callers], now: Date) =>
      cancelRefusal({ booking, caller, startsAt, now, hours: 24 });
    expect(ask(student, before)).toBeNull();
    expect(ask(student, after)).toBe('deadlinePassed');
    expect(ask(admin, after)).toBeNull();
    expect(ask(otherTutor, before)).toBe('notFound');
    expect(ask(null, before)).toBe('notFound');
  });

  it('gives back what an admin has not given back already', () => {
    expect(refundOnCancel({ paid: 2500, refunded: 0 })).toBe(2500);
    expect(refundOnCancel({ paid: 2500, refunded: 1000 })).toBe(1500);
    expect(refundOnCancel({ paid: 2500, refunded: 2500 })).toBe(0);
  });
});
