import { useId, useState } from 'react';
import type { SessionDto } from '@studyhall/shared';
import { formatSpan } from '@/lib/datetime';
import { useNow } from '@/lib/use-now';
import { meetingTexts } from '../meeting-texts';
import { readMeetings, type ReadMeeting } from '../meeting-reading';

/** How many meetings ahead, and behind, show before "Show all". */
const AHEAD_SHOWN = 5;
const PAST_SHOWN = 3;

function MeetingItem({ item, viewerZone }: { item: ReadMeeting; viewerZone?: string | undefined }) {
  const { meeting, when, next } = item;
  const cancelled = meeting.status === 'cancelled';
  const badges = [
    when === 'now' && !cancelled ? { text: meetingTexts.now, tone: 'badge-success' } : null,
    next ? { text: meetingTexts.next, tone: 'badge-primary' } : null,
    when === 'past' ? { text: meetingTexts.past, tone: 'badge-ghost' } : null,
    cancelled ? { text: meetingTexts.cancelled, tone: 'badge-error' } : null,
    !cancelled && meeting.sequence > 0
      ? { text: meetingTexts.movedBadge, tone: 'badge-info' }
      : null,
  ].filter((badge) => badge !== null);
  const quiet = cancelled || when === 'past';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <time
        dateTime={meeting.startsAt}
        className={`${quiet ? 'text-base-content/70' : 'font-medium'} ${cancelled ? 'line-through' : ''}`}
      >
        {formatSpan(meeting.startsAt, meeting.endsAt, viewerZone)}
      </time>
      {badges.map((badge) => (
        <span key={badge.text} className={`badge badge-sm ${badge.tone}`}>
          {badge.text}
        </span>
      ))}
    </li>
  );
}

/**
 * A session's meetings on its page (docs/product.md#meetings), in the reader's own zone, named:
 * the one under way and the next first, then the rest ahead, then the past ones, each marked
 * (next, past, cancelled, moved). A long term shows its first few until asked for all.
 */
export function MeetingList({
  session,
  viewerZone,
}: {
  session: SessionDto;
  /** The reader's zone; the browser's unless a test names one. */
  viewerZone?: string;
}) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const now = useNow();
  // A class that meets once has its time in the page's summary; a cancelled one meets no more.
  if (session.meetings.length < 2 || session.status === 'cancelled') return null;
  const { ahead, past } = readMeetings(session.meetings, now);
  const total = session.meetings.length;
  const shownAhead = all ? ahead : ahead.slice(0, AHEAD_SHOWN);
  const shownPast = all ? past : past.slice(0, PAST_SHOWN);
  const folded = shownAhead.length + shownPast.length < total;

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-2xl font-semibold">
        {meetingTexts.listTitle} <span className="text-base-content/70">({total})</span>
      </h2>
      {shownAhead.length ? (
        <ol className="divide-y divide-base-200">
          {shownAhead.map((item) => (
            <MeetingItem key={item.meeting._id} item={item} viewerZone={viewerZone} />
          ))}
        </ol>
      ) : (
        <p className="text-base-content/70">{meetingTexts.noneAhead}</p>
      )}
      {shownPast.length ? (
        <ol className="divide-y divide-base-200" aria-label={meetingTexts.pastList}>
          {shownPast.map((item) => (
            <MeetingItem key={item.meeting._id} item={item} viewerZone={viewerZone} />
          ))}
        </ol>
      ) : null}
      {folded || all ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? meetingTexts.showFewer : meetingTexts.showAll(total)}
        </button>
      ) : null}
    </section>
  );
}
