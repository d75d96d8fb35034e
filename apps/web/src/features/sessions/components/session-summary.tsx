import { Link } from 'react-router';
import type { SessionDto } from '@studyhall/shared';
import { RegistrationBadge } from '@/components/registration-badge';
import { Notice } from '@/components/ui/notice';
import { AverageRating } from '@/components/ui/average-rating';
import { formatClassWhen } from '@/lib/datetime';
import { paths } from '@/lib/paths';
import { sessionTexts } from '../texts';
import { SessionFact } from './session-fact';

/**
 * The top of a session's page, what a student decides on first: the title and registration
 * label, the tutor (linked to their profile), the rating, when the class meets (in the reader's
 * own zone, named) and, once cancelled, why.
 */
export function SessionSummary({ session }: { session: SessionDto }) {
  const cancelled = session.status === 'cancelled';
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{session.title}</h1>
        {cancelled ? (
          <span className="badge badge-error">{sessionTexts.cancelled}</span>
        ) : (
          <RegistrationBadge session={session} />
        )}
      </div>
      <p className="text-base-content/70">
        {sessionTexts.tutorLabel}{' '}
        <Link
          to={paths.tutorProfile.getHref(session.tutorId)}
          className="link font-medium text-base-content"
        >
          {session.tutorName}
        </Link>
      </p>
      <p>
        <AverageRating value={session.averageRating} />
      </p>
      {session.startsAt && session.endsAt ? (
        <dl>
          <SessionFact label={sessionTexts.classTime}>
            <time dateTime={session.startsAt}>{formatClassWhen(session)}</time>
          </SessionFact>
        </dl>
      ) : null}
      {cancelled ? (
        <Notice tone="warning">
          <span>
            <strong>{sessionTexts.cancelledNotice}</strong>
            {session.cancellationReason ? (
              <>
                {' '}
                {sessionTexts.reason} {session.cancellationReason}
              </>
            ) : null}
          </span>
        </Notice>
      ) : null}
    </header>
  );
}
