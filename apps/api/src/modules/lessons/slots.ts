import {
  lessonSlots,
  slotRefusal,
  type SlotAvailability,
  type SlotRules,
  type MsRange,
  zonedInstant,
} from '@studyhall/shared';
import type { Db } from '../../db/client';
import { createLessonsRepository } from './repository';

const DAY_MS = 86_400_000;
/**
 * Beyond the days asked, how far busy time and lessons are read: a tutor's local day may begin
 * up to a day before the viewer's, and busy time reaches in by buffers of up to two hours.
 */
const MARGIN_MS = 2 * DAY_MS;

export interface SlotSubject {
  tutorId: string;
  availability: SlotAvailability;
  lessonType: SlotRules;
}

/**
 * The slots of a lesson type on the days asked (docs/product.md#lessons), computed afresh from
 * the tutor's availability and their busy time as the database holds it now.
 */
export async function slotsOf(
  db: Db,
  subject: SlotSubject,
  question: { from: string; to: string; timeZone: string; now: Date },
): Promise<MsRange[]> {
  const start = zonedInstant(question.from, '00:00', question.timeZone).getTime();
  const end = zonedInstant(question.to, '00:00', question.timeZone).getTime() + DAY_MS;
  const { busy, lessonStarts } = await createLessonsRepository(db).busyOf(subject.tutorId, {
    from: new Date(start - MARGIN_MS),
    to: new Date(end + MARGIN_MS),
  });
  return lessonSlots({ ...subject, ...question, busy, lessonStarts });
}

/**
 * Why `startsAt` cannot be booked now (`notASlot`, `taken`), or null. `exceptLessonId`: a lesson
 * being moved, whose own time does not count as busy.
 */
export async function refusalOf(
  db: Db,
  subject: SlotSubject,
  startsAt: Date,
  { now, exceptLessonId }: { now: Date; exceptLessonId?: string },
): Promise<'notASlot' | 'taken' | null> {
  const { busy, lessonStarts } = await createLessonsRepository(db).busyOf(
    subject.tutorId,
    {
      from: new Date(startsAt.getTime() - MARGIN_MS),
      to: new Date(startsAt.getTime() + MARGIN_MS),
    },
    exceptLessonId,
  );
  return slotRefusal({ ...subject, now, busy, lessonStarts }, startsAt);
}
