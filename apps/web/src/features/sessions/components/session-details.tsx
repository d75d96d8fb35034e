import type { SessionDto } from '@studyhall/shared';
import { AddToCalendarLink } from '@/components/add-to-calendar-link';
import { useSession } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { SessionFact } from './session-fact';

/** The server gives only http(s) links; anything else is shown as text, never followed. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/**
 * The rest of what docs/product.md#student lists for a session, below its summary
 * (`SessionSummary`) and terms (`SessionTerms`): the description, where the class meets and its
 * meeting link (for those who may join), the registration and class dates, the duration, and a
 * calendar file.
 */
export function SessionDetails({ session }: { session: SessionDto }) {
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <p className="whitespace-pre-line">{session.description}</p>
      <dl className="grid grid-cols-1 gap-4 rounded-box bg-base-200 p-4 sm:grid-cols-2">
        {session.location ? <SessionFact label="Location">{session.location}</SessionFact> : null}
        {session.meetingUrl ? (
          <SessionFact label="Meeting Link">
            {isWebLink(session.meetingUrl) ? (
              <a
                href={session.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="link link-primary"
              >
                {session.meetingUrl}
              </a>
            ) : (
              session.meetingUrl
            )}
          </SessionFact>
        ) : null}
        <SessionFact label="Registration Start">
          {formatDate(session.registrationStart)}
        </SessionFact>
        <SessionFact label="Registration End">{formatDate(session.registrationEnd)}</SessionFact>
        <SessionFact label="Class Start">{formatDate(session.classStart)}</SessionFact>
        <SessionFact label="Class End">{formatDate(session.classEnd)}</SessionFact>
        <SessionFact label="Duration">{session.duration}</SessionFact>
      </dl>
      {user && session.status !== 'cancelled' ? (
        <AddToCalendarLink sessionId={session._id} />
      ) : null}
    </div>
  );
}
