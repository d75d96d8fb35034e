import { useId } from 'react';
import { Link } from 'react-router';
import type { SessionDto } from '@studyhall/shared';
import { excerpt } from '@/lib/format';
import { paths } from '@/lib/paths';
import { RegistrationBadge, SeatsBadge } from '@/components/registration-badge';

/**
 * A /studySessions card: title, the description's first 100 characters, status, free seats of a
 * limited session, Read More.
 */
export function SessionCard({ session }: { session: SessionDto }) {
  const titleId = useId();
  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="card-title">
            {session.title}
          </h2>
          <div className="flex flex-wrap justify-end gap-1">
            <RegistrationBadge session={session} />
            <SeatsBadge session={session} />
          </div>
        </div>
        <p className="text-base-content/80">{excerpt(session.description)}</p>
        <div className="card-actions mt-2 justify-end">
          <Link
            to={paths.sessionDetail.getHref(session._id)}
            className="btn btn-primary btn-sm"
            aria-describedby={titleId}
          >
            Read More
          </Link>
        </div>
      </div>
    </article>
  );
}
