import type { Role, SessionStatus } from './constants';
import { registrationState } from './registration';

/**
 * Who may do what with a session and its bookings (docs/product.md#who-may-do-what): one pure
 * function per rule, over plain data, called by the API when it decides and by the web when it
 * shows a button or a text, so the two can never disagree.
 */

/** The account asking; `null` is a visitor who is not signed in. */
export type PolicyCaller = { id: string; role: Role } | null;

export interface PolicySession {
  status: SessionStatus;
  tutorId: string;
}

interface SessionAndCaller {
  session: PolicySession;
  caller: PolicyCaller;
}

/** How many hours before a class its students may still cancel, unless the school says. */
export const DEFAULT_CANCELLATION_HOURS = 24;

/** Published: approved by an admin and not cancelled since. */
export const isPublished = (session: Pick<PolicySession, 'status'>): boolean =>
  session.status === 'approved';

/**
 * The session's tutor or an admin: they see it whatever its status, read its materials, its
 * students and its waitlist, and change it. Compared by account id, never by email: an email can
 * change, and a tutor demoted to student still tutors their sessions.
 */
export function managesSession({ session, caller }: SessionAndCaller): boolean {
  return caller !== null && (caller.role === 'admin' || caller.id === session.tutorId);
}

/**
 * Whether the caller may know the session exists. Pending and rejected sessions exist only for
 * those who manage them; to anyone else they answer like a missing one. A cancelled one stays
 * readable, so those who booked it can see why; it leaves the public list.
 */
export function maySeeSession({ session, caller }: SessionAndCaller): boolean {
  return (
    isPublished(session) || session.status === 'cancelled' || managesSession({ session, caller })
  );
}

/**
 * Who may have a class's meeting link: those who manage it, and students with a live booking
 * (`booked`).
 */
export function mayJoin({ session, caller, booked }: SessionAndCaller & { booked: boolean }) {
  return managesSession({ session, caller }) || (caller?.role === 'student' && booked);
}

/** Every seat taken (live bookings and seats held by waitlist offers); never for no limit. */
export function isFull(session: { capacity: number | null; seatsTaken: number }): boolean {
  return session.capacity !== null && session.seatsTaken >= session.capacity;
}

/** Why a caller may not book (or pay for, or wait for) a session; `null` when they may. */
export type BookingRefusal =
  | 'unavailable'
  | 'notStudent'
  | 'ownSession'
  | 'registrationNotOpen'
  | 'registrationClosed'
  | 'full';

export interface BookingQuestion extends SessionAndCaller {
  session: PolicySession & {
    registrationStart: string;
    registrationEnd: string;
    capacity: number | null;
    seatsTaken: number;
  };
  now: Date;
  /** The platform's zone, where registration days are counted. */
  timeZone: string;
  /**
   * Whether the seat matters to the question: booking afresh needs one free, unless a waitlist
   * offer holds one for the caller (`holdsOffer`); paying for money taken already does not.
   */
  seat?: { holdsOffer: boolean } | undefined;
}

/**
 * Whether the caller may book a session at all, whatever its state: a student who does not tutor
 * it. Also who may pay for and review one.
 */
export function bookerRefusal({
  session,
  caller,
}: SessionAndCaller): 'notStudent' | 'ownSession' | null {
  if (caller?.role !== 'student') return 'notStudent';
  if (caller.id === session.tutorId) return 'ownSession';
  return null;
}

/**
 * Whether the caller may book the session now, in the order a refusal is told: a session not
 * published is as good as missing; then who asks; then the registration window; then the seat.
 */
export function bookingRefusal({
  session,
  caller,
  now,
  timeZone,
  seat,
}: BookingQuestion): BookingRefusal | null {
  if (!isPublished(session)) return 'unavailable';
  const booker = bookerRefusal({ session, caller });
  if (booker) return booker;
  const state = registrationState(session, now, timeZone);
  if (state === 'upcoming') return 'registrationNotOpen';
  if (state === 'closed') return 'registrationClosed';
  if (seat && isFull(session) && !seat.holdsOffer) return 'full';
  return null;
}

/**
 * Whether the caller may join the session's waitlist: whoever may book it, when it is full. A
 * session with seats left is booked, not waited for (`seatsLeft`).
 */
export function waitlistRefusal(
  question: Omit<BookingQuestion, 'seat'>,
): Exclude<BookingRefusal, 'full'> | 'seatsLeft' | null {
  const refusal = bookingRefusal(question);
  if (refusal) return refusal as Exclude<BookingRefusal, 'full'>;
  return isFull(question.session) ? null : 'seatsLeft';
}

/** Until when a student may cancel their booking: `hours` before the class starts. */
export function cancellationDeadline(startsAt: Date | string, hours: number): Date {
  return new Date(new Date(startsAt).getTime() - hours * 3_600_000);
}

/**
 * Whether the caller may cancel the booking now: its student until the deadline, admins at any
 * time. Someone else's booking is as good as missing (`notFound`).
 */
export function cancelRefusal({
  booking,
  caller,
  startsAt,
  now,
  hours,
}: {
  booking: { studentId: string };
  caller: PolicyCaller;
  startsAt: Date | string;
  now: Date;
  hours: number;
}): 'notFound' | 'deadlinePassed' | null {
  if (caller?.role === 'admin') return null;
  if (caller?.id !== booking.studentId) return 'notFound';
  if (now.getTime() > cancellationDeadline(startsAt, hours).getTime()) return 'deadlinePassed';
  return null;
}

/**
 * What cancelling gives back of a booking's payment, in the payment's unit: what an admin has not
 * given back already (nothing for a free booking).
 */
export function refundOnCancel({ paid, refunded }: { paid: number; refunded: number }): number {
  return Math.max(paid - refunded, 0);
}
