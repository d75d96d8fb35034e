import { type CalendarEvent, type CalendarMethod, calendarFile } from '../../calendar/ics';
import type { MailAttachment } from '../../domain/notice';
import { icsFileName } from '../calendar/events';
import type { LessonView } from './repository';

/** A lesson as a calendar event: its UID is the lesson's forever, SEQUENCE its `sequence`. */
export function lessonEvent(lesson: LessonView, publicUrl: string): CalendarEvent {
  const cancelled = lesson.status === 'cancelled';
  const description = [
    `One-to-one lesson: ${lesson.tutorName} with ${lesson.studentName}.`,
    ...(cancelled ? ['This lesson was cancelled.'] : []),
    ...(lesson.meetingUrl && !cancelled ? [`Join online: ${lesson.meetingUrl}`] : []),
  ];
  return {
    uid: `lesson-${lesson.id}@studyhall`,
    sequence: lesson.sequence,
    startsAt: lesson.startsAt,
    endsAt: lesson.endsAt,
    summary: cancelled ? `Cancelled: ${lesson.title}` : lesson.title,
    location: lesson.location,
    description: description.join('\n\n'),
    url: `${publicUrl}/dashboard`,
    updatedAt: lesson.updatedAt,
    status: cancelled ? 'cancelled' : 'confirmed',
  };
}

/**
 * A lesson's calendar file (docs/product.md#lessons), so a calendar moves or removes the event it
 * has: `request` for a booking or a move, `cancel` for a cancellation, `publish` for a download.
 */
export function lessonCalendar(
  lesson: LessonView,
  { publicUrl, method = 'publish' }: { publicUrl: string; method?: CalendarMethod },
): MailAttachment {
  return {
    filename: icsFileName(lesson.title),
    contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
    content: calendarFile(lesson.title, [lessonEvent(lesson, publicUrl)], { method }),
  };
}
