import { Link } from 'react-router';
import type { SessionDto } from '@studyhall/shared';
import { HomePanel } from '@/components/ui/home-panel';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { formatSpan } from '@/lib/datetime';
import { paths } from '@/lib/paths';
import { useNow } from '@/lib/use-now';
import { useOwnSessions } from '../api/get-own-sessions';
import { useSessionStudents } from '../api/get-session-students';
import { sessionManageTexts } from '../manage-texts';
import { sessionTexts } from '../texts';

/** Of a tutor's published sessions, the one whose class comes next (not over yet). */
export function nextSession(sessions: readonly SessionDto[], now: number): SessionDto | undefined {
  return sessions
    .filter((session) => new Date(session.endsAt).getTime() > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
}

/** Who booked the next class, by name, as many as a page of students holds. */
function Bookings({ session }: { session: SessionDto }) {
  const students = useSessionStudents(session._id, 1);
  if (students.isPending)
    return <Spinner label={sessionManageTexts.studentsLoading} className="py-2" />;
  const live = students.data?.items.filter((student) => !student.cancelledAt) ?? [];
  if (!live.length)
    return <p className="text-sm text-base-content/70">{sessionManageTexts.noStudents}</p>;
  return (
    <ul aria-label={sessionManageTexts.bookedBy} className="flex flex-wrap gap-1">
      {live.map((student) => (
        <li key={student.bookingId} className="rounded-box bg-base-200 px-2 py-0.5 text-sm">
          {student.studentName}
        </li>
      ))}
    </ul>
  );
}

/**
 * A tutor's dashboard home, first: their next class with who booked it, and their sessions
 * waiting for an admin's approval (docs/product.md#dashboards).
 */
export function TutorNext() {
  const { user } = useSession();
  const email = user?.email ?? null;
  const published = useOwnSessions(email, 'approved');
  const pending = useOwnSessions(email, 'pending');
  const now = useNow();
  const next = published.data ? nextSession(published.data.items, now) : undefined;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <HomePanel
        title={sessionManageTexts.nextClass}
        action={{
          to: paths.dashboard.mySessions.getHref(),
          label: sessionManageTexts.allMySessions,
        }}
      >
        {published.isPending ? (
          <Spinner label={sessionManageTexts.loadingNext} className="py-4" />
        ) : next ? (
          <div className="space-y-2">
            <p className="text-lg font-semibold">
              <Link className="link" to={paths.sessionDetail.getHref(next._id)}>
                {next.title}
              </Link>
            </p>
            <p>
              <time dateTime={next.startsAt}>{formatSpan(next.startsAt, next.endsAt)}</time>
            </p>
            <p className="font-medium">{sessionTexts.seatsTaken(next.seatsTaken, next.capacity)}</p>
            <Bookings session={next} />
          </div>
        ) : (
          <p className="text-base-content/70">
            {sessionManageTexts.noNextClass}{' '}
            <Link className="link link-primary" to={paths.dashboard.createSession.getHref()}>
              {sessionManageTexts.createOne}
            </Link>
          </p>
        )}
      </HomePanel>
      <HomePanel title={sessionManageTexts.awaitingApproval}>
        {pending.isPending ? (
          <Spinner label={sessionManageTexts.loadingNext} className="py-4" />
        ) : pending.data?.total ? (
          <>
            <p className="font-medium">{sessionManageTexts.waitingCount(pending.data.total)}</p>
            <ul className="list-inside list-disc">
              {pending.data.items.slice(0, 5).map((session) => (
                <li key={session._id}>
                  <Link className="link" to={paths.sessionDetail.getHref(session._id)}>
                    {session.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-base-content/70">{sessionManageTexts.noneAwaiting}</p>
        )}
      </HomePanel>
    </div>
  );
}
