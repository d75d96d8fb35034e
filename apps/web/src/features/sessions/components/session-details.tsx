import { registrationInstants, type SessionDto } from '@studyhall/shared';
import { AddToCalendarLink } from '@/components/add-to-calendar-link';
import { useSession } from '@/lib/auth';
import { usePublicConfig } from '@/lib/config';
import { formatDay, formatMoment, zoneName } from '@/lib/datetime';
import { sessionTexts } from '../texts';
import { SessionFact } from './session-fact';

/** The server gives only http(s) links; anything else is shown as text, never followed. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/**
 * The rest of what docs/product.md#student lists for a session, below its summary
 * (`SessionSummary`) and terms (`SessionTerms`): the description, where the class meets and its
 * meeting link (for those who may join), when registration opens and closes and when the class
 * starts and ends (in the reader's zone, with the platform's registration days beside them), the
 * duration, and a calendar file.
 */
export function SessionDetails({ session }: { session: SessionDto }) {
  const { user } = useSession();
  const { data: config } = usePublicConfig();
  const platformZone = config?.timeZone ?? 'UTC';
  const { opensAt, closesAt } = registrationInstants(session, platformZone);
  return (
    <div className="space-y-6">
      <p className="whitespace-pre-line">{session.description}</p>
      <dl className="grid grid-cols-1 gap-4 rounded-box bg-base-200 p-4 sm:grid-cols-2">
        {session.location ? (
          <SessionFact label={sessionTexts.location}>{session.location}</SessionFact>
        ) : null}
        {session.meetingUrl ? (
          <SessionFact label={sessionTexts.meetingLink}>
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
        <SessionFact label={sessionTexts.registrationOpens}>
          <time dateTime={opensAt.toISOString()}>{formatMoment(opensAt)}</time>
        </SessionFact>
        <SessionFact label={sessionTexts.registrationCloses}>
          <time dateTime={closesAt.toISOString()}>{formatMoment(closesAt)}</time>
        </SessionFact>
        <SessionFact label={sessionTexts.registrationDaysLabel} wide>
          {sessionTexts.registrationDays(
            formatDay(session.registrationStart),
            formatDay(session.registrationEnd),
            zoneName(platformZone, closesAt),
          )}
        </SessionFact>
        <SessionFact label={sessionTexts.classStart}>
          <time dateTime={session.startsAt}>{formatMoment(session.startsAt)}</time>
        </SessionFact>
        <SessionFact label={sessionTexts.classEnd}>
          <time dateTime={session.endsAt}>{formatMoment(session.endsAt)}</time>
        </SessionFact>
        <SessionFact label={sessionTexts.duration}>{session.duration}</SessionFact>
      </dl>
      {user && session.status !== 'cancelled' ? (
        <AddToCalendarLink sessionId={session._id} session={session} align="start" />
      ) : null}
    </div>
  );
}
