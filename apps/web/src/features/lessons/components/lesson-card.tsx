import { useId, type ReactNode } from 'react';
import {
  cancellationDeadline,
  DEFAULT_CANCELLATION_HOURS,
  lessonChangeRefusal,
  type LessonDto,
  type LessonListWhen,
} from '@studyhall/shared';
import { AddToCalendarMenu, WebCalendarLinks } from '@/components/add-to-calendar-link';
import { apiUrl } from '@/lib/api-url';
import { useRole } from '@/lib/auth';
import { lessonEvent } from '@/lib/calendar-links';
import { usePublicConfig } from '@/lib/config';
import { formatMoment, formatSpan } from '@/lib/datetime';
import { formatFee, formatMoney } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { lessonTexts as texts } from '../texts';
import { CancelLesson } from './cancel-lesson';
import { LessonAttendance } from './lesson-attendance';
import { RescheduleLesson } from './reschedule-lesson';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-base-content/70">{label}</dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </div>
  );
}

interface LessonCardProps {
  lesson: LessonDto;
  /** Whose list: a student sees the tutor and the deadline, the tutor the student and attendance. */
  viewer: 'student' | 'tutor';
  section: LessonListWhen;
  /** Says what an action has just done (the card may move to another list). */
  onResult: (text: string) => void;
}

/**
 * One lesson: what, with whom, when (in the reader's zone) and where; a live one can be moved,
 * cancelled (a student until the deadline, the tutor until the start) and put in a calendar, and
 * its tutor takes attendance once it has begun; a cancelled one says by whom and what was refunded.
 */
export function LessonCard({ lesson, viewer, section, onResult }: LessonCardProps) {
  const titleId = useId();
  const noteId = useId();
  const now = useNow();
  const { data: config } = usePublicConfig();
  const { user, role } = useRole();
  const hours = config?.cancellationHours ?? DEFAULT_CANCELLATION_HOURS;
  const started = new Date(lesson.startsAt).getTime() <= now;
  const deadline = cancellationDeadline(lesson.startsAt, hours);
  // The API's own rule decides whether the buttons are live, so the two never disagree.
  const canChange =
    lessonChangeRefusal({
      lesson,
      caller: user && role ? { id: user.id, role } : null,
      now: new Date(now),
      hours,
    }) === null;

  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <h3 id={titleId} className="card-title">
          {lesson.title}
        </h3>
        <dl className="space-y-1 text-sm">
          {viewer === 'student' ? (
            <Fact label={texts.with}>{lesson.tutorName}</Fact>
          ) : (
            <Fact label={texts.student}>{lesson.studentName}</Fact>
          )}
          <Fact label={texts.when}>
            <time dateTime={lesson.startsAt}>{formatSpan(lesson.startsAt, lesson.endsAt)}</time>
          </Fact>
          {lesson.location ? <Fact label={texts.place}>{lesson.location}</Fact> : null}
          {lesson.meetingUrl && lesson.status === 'booked' ? (
            <Fact label={texts.link}>
              <a className="link" href={lesson.meetingUrl} target="_blank" rel="noreferrer">
                {texts.joinLink}
              </a>
            </Fact>
          ) : null}
          <Fact label={texts.fee}>{formatFee(lesson.feeCents / 100)}</Fact>
          {lesson.status === 'cancelled' ? (
            <>
              <Fact label={texts.cancelledOn}>
                {lesson.cancelledAt && lesson.cancelledBy ? (
                  texts.cancelledWhen(formatMoment(lesson.cancelledAt), lesson.cancelledBy)
                ) : lesson.cancelledAt ? (
                  <time dateTime={lesson.cancelledAt}>{formatMoment(lesson.cancelledAt)}</time>
                ) : null}
              </Fact>
              {lesson.refund ? (
                <Fact label={texts.refund}>
                  {texts.refundStates[lesson.refund.status]?.(
                    formatMoney(lesson.refund.amountCents / 100),
                  )}
                </Fact>
              ) : null}
            </>
          ) : null}
        </dl>
        {lesson.status === 'booked' && section !== 'past' ? (
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <RescheduleLesson
                lesson={lesson}
                disabled={!canChange}
                describedBy={`${titleId} ${noteId}`}
                onMoved={onResult}
              />
              <CancelLesson
                lesson={lesson}
                viewer={viewer}
                disabled={!canChange}
                describedBy={`${titleId} ${noteId}`}
                onCancelled={onResult}
              />
              <AddToCalendarMenu
                icsHref={apiUrl(`/lessons/${encodeURIComponent(lesson._id)}/calendar.ics`)}
                webLinks={<WebCalendarLinks event={lessonEvent(lesson)} />}
                describedBy={titleId}
                align="start"
              />
            </div>
            <p id={noteId} className="text-sm text-base-content/70">
              {viewer === 'student'
                ? canChange
                  ? texts.cancelUntil(formatMoment(deadline))
                  : texts.deadlinePassed(formatMoment(deadline))
                : null}
            </p>
          </div>
        ) : null}
        {viewer === 'tutor' && lesson.status === 'booked' && started ? (
          <div className="space-y-1">
            <p className="text-sm font-medium">{texts.attendance}</p>
            <LessonAttendance lesson={lesson} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
