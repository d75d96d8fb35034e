import { useId } from 'react';
import { Link } from 'react-router';
import type { SessionDto } from '@studyhall/shared';
import { formatClassWhen } from '@/lib/datetime';
import { excerpt, formatFee } from '@/lib/format';
import { paths } from '@/lib/paths';
import { t } from '@/lib/i18n';
import { useReaderZone } from '@/lib/use-reader-zone';
import { RegistrationBadge, SeatsBadge } from './registration-badge';

interface SessionCardProps {
  session: SessionDto;
  /** The card's title sits under the page's h1 (2) or under a section's h2 (3). */
  headingLevel?: 2 | 3;
  /** Off on the tutor's own page, where every card would link back to it. */
  showTutor?: boolean;
}

/**
 * A session in a list (home, /studySessions, a tutor's page): its title, registration label and
 * free seats, its tutor (linked to their profile), when the class meets in the reader's zone and
 * the fee, the description's first 100 characters, and Read More.
 */
export function SessionCard({ session, headingLevel = 2, showTutor = true }: SessionCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const readerZone = useReaderZone();
  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <div className="flex items-start justify-between gap-2">
          <Heading id={titleId} className="card-title">
            {session.title}
          </Heading>
          <div className="flex flex-wrap justify-end gap-1">
            <RegistrationBadge session={session} />
            <SeatsBadge session={session} />
          </div>
        </div>
        {showTutor ? (
          <p className="text-sm">
            <Link to={paths.tutorProfile.getHref(session.tutorId)} className="link">
              {session.tutorName}
            </Link>
          </p>
        ) : null}
        <p className="text-sm text-base-content/70">
          <time dateTime={session.startsAt}>{formatClassWhen(session, readerZone)}</time>{' '}
          <span aria-hidden="true">·</span> {formatFee(session.registrationFee)}
        </p>
        <p className="text-base-content/80">{excerpt(session.description)}</p>
        <div className="card-actions mt-2 justify-end">
          <Link
            to={paths.sessionDetail.getHref(session._id)}
            className="btn btn-primary btn-sm"
            aria-describedby={titleId}
          >
            {t('sessions.readMore')}
          </Link>
        </div>
      </div>
    </article>
  );
}
