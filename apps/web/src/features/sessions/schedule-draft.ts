import {
  checkDate,
  clockTime,
  type MeetingSchedule,
  meetingScheduleProblem,
  planMeetings,
} from '@studyhall/shared';
import { labelled } from './session-field-labels';

/** The weekly pattern as the create form holds it; its last day is the class end date. */
export interface RepeatDraft {
  days: number[];
  skip?: string[] | undefined;
}

/** The create form's fields about when the class meets, as typed so far. */
export interface ScheduleDraft {
  classStart: string;
  classEnd: string;
  classStartTime: string;
  classEndTime: string;
  repeat?: RepeatDraft | undefined;
}

/** What the form can tell of a draft before it is sent. */
export type DraftReading =
  /** A field is not yet a day or a time (or the end is before the start, which its field says). */
  | { kind: 'incomplete' }
  /** The meetings it would make break a rule of the API's (too many, none, overlapping…). */
  | { kind: 'problem'; message: string }
  | { kind: 'meetings'; meetings: { startsAt: Date; endsAt: Date }[] };

const clock = clockTime('time');
const isDay = (value: string) => 'value' in checkDate('day', value);

/** The body's `repeat`, or none: a weekly pattern runs until the class end date. */
export function repeatOf(
  draft: Pick<ScheduleDraft, 'classEnd' | 'repeat'>,
): MeetingSchedule['repeat'] {
  if (!draft.repeat) return undefined;
  return { days: draft.repeat.days, until: draft.classEnd, skip: draft.repeat.skip ?? [] };
}

/**
 * The meetings a draft makes, read in the platform's `timeZone` by the very rules the API applies
 * (`meetingScheduleProblem`, `planMeetings` in packages/shared/src/meetings.ts), so the preview is
 * what the server will store.
 */
export function readDraft(draft: ScheduleDraft, timeZone: string): DraftReading {
  const { classStart, classEnd, classStartTime, classEndTime } = draft;
  const readable =
    isDay(classStart) &&
    isDay(classEnd) &&
    classStart <= classEnd &&
    clock.safeParse(classStartTime).success &&
    clock.safeParse(classEndTime).success &&
    (!draft.repeat || draft.repeat.days.length > 0);
  if (!readable) return { kind: 'incomplete' };
  const schedule: MeetingSchedule = {
    classStart,
    classEnd,
    classStartTime,
    classEndTime,
    repeat: repeatOf(draft),
  };
  const problem = meetingScheduleProblem(schedule);
  if (problem) return { kind: 'problem', message: labelled(problem.message)! };
  return { kind: 'meetings', meetings: planMeetings(schedule, timeZone).meetings };
}
