import type { ReactNode } from 'react';
import { messages, type SessionDto } from '@studyhall/shared';
import { AddToCalendarLink } from '@/components/add-to-calendar-link';
import { Notice } from '@/components/ui/notice';
import { StarRating } from '@/components/ui/star-rating';
import { useSession } from '@/lib/auth';
import { formatClassTime } from '@/lib/class-times';
import { formatDate, formatFee } from '@/lib/format';
import { RegistrationBadge } from '@/components/registration-badge';
import { sessionTexts } from '../texts';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-base-content/70">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The server gives only http(s) links; anything else is shown as text, never followed. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** 'N seats left' or 'This session is full' for a limited session; nothing when unlimited. */
function seatsText(session: SessionDto): string | null {
  if (session.capacity === null || session.seatsLeft === null) return null;
  return session.seatsLeft > 0
    ? sessionTexts.seatsLeft(session.seatsLeft)
    : messages.bookings.sessionFull;
}

/**
 * Everything docs/product.md#student lists for a session, booking and reviews aside, with when
 * the class meets (in the reader's own zone, named), where, its meeting link (for those who may
 * join), its seats and, once cancelled, why.
 */
export function SessionDetails({ session }: { session: SessionDto }) {
  const { user } = useSession();
  const cancelled = session.status === 'cancelled';
  const seats = cancelled ? null : seatsText(session);

  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold">{session.title}</h1>
          {cancelled ? (
            <span className="badge badge-error">{sessionTexts.cancelled}</span>
          ) : (
            <RegistrationBadge session={session} />
          )}
        </div>
        <p className="text-base-content/70">
          Tutor: <span className="font-medium text-base-content">{session.tutorName}</span>
        </p>
        <p className="flex items-center gap-2">
          <StarRating value={session.averageRating} />
          <span aria-hidden="true">{session.averageRating.toFixed(1)}</span>
        </p>
      </header>
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
      <p className="whitespace-pre-line">{session.description}</p>
      <dl className="grid grid-cols-1 gap-4 rounded-box bg-base-200 p-4 sm:grid-cols-2">
        {session.startsAt && session.endsAt ? (
          <Fact label="Class Time" wide>
            <time dateTime={session.startsAt}>
              {formatClassTime(session.startsAt, session.endsAt)}
            </time>
          </Fact>
        ) : null}
        {session.location ? <Fact label="Location">{session.location}</Fact> : null}
        {session.meetingUrl ? (
          <Fact label="Meeting Link">
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
          </Fact>
        ) : null}
        {seats ? <Fact label="Seats">{seats}</Fact> : null}
        <Fact label="Registration Start">{formatDate(session.registrationStart)}</Fact>
        <Fact label="Registration End">{formatDate(session.registrationEnd)}</Fact>
        <Fact label="Class Start">{formatDate(session.classStart)}</Fact>
        <Fact label="Class End">{formatDate(session.classEnd)}</Fact>
        <Fact label="Duration">{session.duration}</Fact>
        <Fact label="Registration Fee">{formatFee(session.registrationFee)}</Fact>
      </dl>
      {user && !cancelled ? <AddToCalendarLink sessionId={session._id} /> : null}
    </article>
  );
}
