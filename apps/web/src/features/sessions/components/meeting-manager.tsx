import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { MeetingDto, SessionDto } from '@studyhall/shared';
import { Spinner } from '@/components/ui/spinner';
import { formatSpan } from '@/lib/datetime';
import { usePublicConfig } from '@/lib/config';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { useAddMeeting } from '../api/add-meeting';
import { useCancelMeeting } from '../api/cancel-meeting';
import { useMoveMeeting } from '../api/move-meeting';
import { meetingTexts } from '../meeting-texts';
import { meetingTimesIn, viewerTimeZone } from '../meeting-reading';
import { CancelMeetingDialog } from './cancel-meeting-dialog';
import { MeetingTimesForm, type MeetingTimesValues } from './meeting-times-form';

/** How many meetings ahead show before "Show all". */
const SHOWN = 5;

type Open = { kind: 'move'; meeting: MeetingDto } | { kind: 'add' } | null;

/**
 * A form of the manager's, once the platform's zone is known: the day and times it takes are in
 * that zone (the API's), read from `/api/config` only when a form opens.
 */
function ZonedForm({ render }: { render: (timeZone: string) => ReactNode }) {
  const { data: config } = usePublicConfig();
  return config ? render(config.timeZone) : <Spinner className="py-4" />;
}

/**
 * The tutor's (or an admin's) changes to a session's meetings (docs/product.md#meetings): move
 * one ahead to another day or time, cancel one, or add one, each with a reason everyone booked is
 * told. The API's refusals (an overlap, a time gone by, the last meeting) show beside the form,
 * what was typed kept.
 */
export function MeetingManager({
  session,
  viewerZone = viewerTimeZone(),
}: {
  session: SessionDto;
  /** The reader's zone; the browser's unless a test names one. */
  viewerZone?: string;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<Open>(null);
  const [cancelling, setCancelling] = useState<MeetingDto | null>(null);
  const [all, setAll] = useState(false);
  const [done, setDone] = useState(0);
  const move = useMoveMeeting();
  const cancel = useCancelMeeting();
  const add = useAddMeeting();
  const now = useNow();

  // After a change, focus goes to this section's heading, above the list it changed (the form
  // or dialog that had it is gone).
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  const changeable = session.meetings.filter(
    (meeting) => meeting.status === 'scheduled' && new Date(meeting.startsAt).getTime() > now,
  );
  const shown = all ? changeable : changeable.slice(0, SHOWN);
  const when = (meeting: MeetingDto) => formatSpan(meeting.startsAt, meeting.endsAt, viewerZone);
  const sessionId = session._id;

  function finished(message: string) {
    toast.success(message);
    setOpen(null);
    setCancelling(null);
    setDone((count) => count + 1);
  }

  async function moveTo(meeting: MeetingDto, values: MeetingTimesValues) {
    await move.mutateAsync({
      sessionId,
      meetingId: meeting._id,
      ...values,
      reason: values.reason ?? '',
    });
    finished(meetingTexts.meetingMoved);
  }

  async function addOne(values: MeetingTimesValues) {
    await add.mutateAsync({ sessionId, ...values });
    finished(meetingTexts.meetingAdded);
  }

  async function cancelIt(reason: string) {
    if (!cancelling) return;
    await cancel.mutateAsync({ sessionId, meetingId: cancelling._id, reason });
    finished(meetingTexts.meetingCancelled);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {meetingTexts.manageTitle}
      </h3>
      <p className="text-sm text-base-content/70">{meetingTexts.toldOfChanges}</p>
      {changeable.length === 0 ? (
        <p className="text-base-content/70">{meetingTexts.nothingToChange}</p>
      ) : (
        <ul className="divide-y divide-base-200">
          {shown.map((meeting) => (
            <li key={meeting._id} className="space-y-2 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <time dateTime={meeting.startsAt}>{when(meeting)}</time>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn btn-sm"
                    aria-label={meetingTexts.moveLabel(when(meeting))}
                    aria-expanded={open?.kind === 'move' && open.meeting._id === meeting._id}
                    onClick={() =>
                      setOpen(
                        open?.kind === 'move' && open.meeting._id === meeting._id
                          ? null
                          : { kind: 'move', meeting },
                      )
                    }
                  >
                    {meetingTexts.move}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline btn-error"
                    aria-label={meetingTexts.cancelLabel(when(meeting))}
                    onClick={() => setCancelling(meeting)}
                  >
                    {meetingTexts.cancel}
                  </button>
                </div>
              </div>
              {open?.kind === 'move' && open.meeting._id === meeting._id ? (
                <ZonedForm
                  render={(timeZone) => (
                    <MeetingTimesForm
                      title={meetingTexts.moveTitle(when(meeting))}
                      initial={meetingTimesIn(meeting, timeZone)}
                      reasonRequired
                      submitLabel={meetingTexts.moveSubmit}
                      busy={move.isPending}
                      timeZone={timeZone}
                      viewerZone={viewerZone}
                      onSubmit={(values) => moveTo(meeting, values)}
                      onClose={() => setOpen(null)}
                    />
                  )}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {changeable.length > SHOWN ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? meetingTexts.showFewer : meetingTexts.showAll(changeable.length)}
        </button>
      ) : null}
      <div className="space-y-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-expanded={open?.kind === 'add'}
          onClick={() => setOpen(open?.kind === 'add' ? null : { kind: 'add' })}
        >
          {meetingTexts.add}
        </button>
        {open?.kind === 'add' ? (
          <ZonedForm
            render={(timeZone) => (
              <MeetingTimesForm
                title={meetingTexts.add}
                initial={{ date: '', start: session.classStartTime, end: session.classEndTime }}
                reasonRequired={false}
                submitLabel={meetingTexts.addSubmit}
                busy={add.isPending}
                timeZone={timeZone}
                viewerZone={viewerZone}
                onSubmit={addOne}
                onClose={() => setOpen(null)}
              />
            )}
          />
        ) : null}
      </div>
      <CancelMeetingDialog
        when={cancelling ? when(cancelling) : null}
        busy={cancel.isPending}
        onConfirm={cancelIt}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
