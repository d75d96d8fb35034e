import { type CalendarMethod, calendarFile } from '../../calendar/ics';
import type { MailAttachment } from '../../domain/notice';
import { icsFileName } from '../calendar/events';
import type { LessonView } from './repository';

/**
 * A lesson's calendar file (docs/product.md#lessons): one event whose UID is the lesson's forever
 * and whose SEQUENCE is its `sequence`, so a calendar moves or removes the event it has. `request`
 * for a booking or a move, `cancel` for a cancellation, `publish` for a download.
 */
export function lessonCalendar(
  lesson: LessonView,
  { publicUrl, method = 'publish' }: { publicUrl: string; method?: CalendarMethod },
): MailAttachment {
  const cancelled = lesson.status === 'cancelled';
  const page = `${publicUrl}/dashboard`;
  const description = [
    `One-to-one lesson: ${lesson.tutorName} with ${lesson.studentName}.`,
    ...(cancelled ? ['This lesson was cancelled.'] : []),
    ...(lesson.meetingUrl && !cancelled ? [`Join online: ${lesson.meetingUrl}`] : []),
  ];
  const content = calendarFile(
    lesson.title,
    [
      {
        uid: `lesson-${lesson.id}@studyhall`,
        sequence: lesson.sequence,
        startsAt: lesson.startsAt,
        endsAt: lesson.endsAt,
        summary: cancelled ? `Cancelled: ${lesson.title}` : lesson.title,
        location: lesson.location,
        description: description.join('\n\n'),
        url: page,
        updatedAt: lesson.updatedAt,
        status: cancelled ? 'cancelled' : 'confirmed',
      },
    ],
    { method },
  );
  return {
    filename: icsFileName(lesson.title),
    contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
    content,
  };
}
