import { useId } from 'react';
import { formatSpan } from '@/lib/datetime';
import { meetingTexts } from '../meeting-texts';
import { viewerTimeZone } from '../meeting-reading';
import { readDraft, type ScheduleDraft } from '../schedule-draft';

interface MeetingsPreviewProps {
  draft: ScheduleDraft;
  /** The platform's zone, in which the form's dates and times are read; unknown while loading. */
  timeZone: string | undefined;
  /** The id of the line saying how many meetings there are, or why there are none. */
  summaryId: string;
  /** The reader's zone; the browser's unless a test names one. */
  viewerZone?: string;
}

/**
 * The meetings the create form's dates, times and weekly pattern make, as the server will store
 * them: each in the tutor's own zone and, when it differs, in the platform's the form is filled
 * in. A schedule the API would refuse (more than 100 meetings, none, overlapping) says why
 * instead, before anything is sent.
 */
export function MeetingsPreview({
  draft,
  timeZone,
  summaryId,
  viewerZone = viewerTimeZone(),
}: MeetingsPreviewProps) {
  const headingId = useId();
  const reading = timeZone ? readDraft(draft, timeZone) : ({ kind: 'incomplete' } as const);
  const bothZones = timeZone !== undefined && timeZone !== viewerZone;

  return (
    <section aria-labelledby={headingId} className="space-y-2 md:col-span-2">
      <h2 id={headingId} className="fieldset-legend">
        {meetingTexts.previewTitle}
      </h2>
      {/* Said again as the fields change, without moving anyone from the field they are in. */}
      <p
        id={summaryId}
        aria-live="polite"
        className={reading.kind === 'problem' ? 'text-sm text-error' : 'text-sm'}
      >
        {reading.kind === 'incomplete'
          ? meetingTexts.previewWaiting
          : reading.kind === 'problem'
            ? reading.message
            : meetingTexts.meetsTimes(reading.meetings.length)}
      </p>
      {reading.kind === 'meetings' ? (
        // A long term scrolls in its own box, reachable by keyboard.
        <ol
          aria-label={meetingTexts.previewList}
          tabIndex={0}
          className="max-h-72 space-y-2 overflow-y-auto rounded-box bg-base-200 p-3 text-sm"
        >
          {reading.meetings.map(({ startsAt, endsAt }) => {
            const [start, end] = [startsAt.toISOString(), endsAt.toISOString()];
            return (
              <li key={start}>
                <time dateTime={start}>{formatSpan(start, end, viewerZone)}</time>
                {bothZones ? (
                  <span className="block text-base-content/70">
                    {meetingTexts.schoolTime(timeZone)} {formatSpan(start, end, timeZone)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
