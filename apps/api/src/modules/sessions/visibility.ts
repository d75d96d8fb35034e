import type { Caller } from '../../auth/caller';
import type { SessionRow } from './repository';

interface SessionAndCaller {
  session: Pick<SessionRow, 'status' | 'tutorId'>;
  /** `null` is someone not signed in. */
  caller: Pick<Caller, 'id' | 'role'> | null;
}

/**
 * The session's tutor or an admin: they see it whatever its status, and its materials without
 * booking it. Compared by account id, because an email can change.
 */
export function isTutorOrAdminOf({ session, caller }: SessionAndCaller): boolean {
  return caller !== null && (caller.role === 'admin' || caller.id === session.tutorId);
}

/**
 * Whether the caller may know the session exists. Pending and rejected sessions exist only for
 * their tutor and admins; to anyone else they answer like a missing one (404). A cancelled one
 * stays readable, so those who booked it can see why; it leaves the public list.
 */
export function isSessionVisibleTo({ session, caller }: SessionAndCaller): boolean {
  return (
    session.status === 'approved' ||
    session.status === 'cancelled' ||
    isTutorOrAdminOf({ session, caller })
  );
}

/**
 * Who may have a class's meeting link: its tutor, admins, and students with a live booking
 * (`booked`). Session answers and calendar files both ask this.
 */
export function mayJoin({ session, caller, booked }: SessionAndCaller & { booked: boolean }) {
  return isTutorOrAdminOf({ session, caller }) || (caller?.role === 'student' && booked);
}
