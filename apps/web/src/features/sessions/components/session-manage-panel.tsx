import { useId } from 'react';
import { managesSession, type SessionDto } from '@studyhall/shared';
import { useRole } from '@/lib/auth';
import { CancelSession } from './cancel-session';
import { CapacityForm } from './capacity-form';
import { MeetingManager } from './meeting-manager';
import { SessionStudents } from './session-students';
import { WaitlistList } from './waitlist-list';
import { sessionTexts } from '../texts';

/**
 * What the session's tutor and admins can do on its page (docs/product.md#seats-and-waitlist):
 * see the seats taken, change the limit, move, cancel or add meetings (docs/product.md#meetings),
 * read the waitlist, see who booked and take their attendance (docs/product.md#attendance), and
 * cancel the session. Nothing once it is cancelled, and nothing for anyone else.
 */
export function SessionManagePanel({ session }: { session: SessionDto }) {
  const headingId = useId();
  const { role, user } = useRole();
  const manages =
    user !== null && role !== null && managesSession({ session, caller: { id: user.id, role } });
  if (!manages || session.status === 'cancelled') return null;
  const cancellable = session.status === 'pending' || session.status === 'approved';

  return (
    <section
      aria-labelledby={headingId}
      className="card border border-base-200 bg-base-100 shadow-sm"
    >
      <div className="card-body space-y-4">
        <h2 id={headingId} className="card-title">
          {sessionTexts.manageTitle}
        </h2>
        <p>{sessionTexts.seatsTaken(session.seatsTaken, session.capacity)}</p>
        <CapacityForm session={session} />
        {cancellable ? <MeetingManager session={session} /> : null}
        <WaitlistList session={session} />
        <SessionStudents session={session} />
        {cancellable ? <CancelSession session={session} role={role} /> : null}
      </div>
    </section>
  );
}
