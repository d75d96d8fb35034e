import { useId, useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { checkDate, DATE_RANGE } from '@studyhall/shared';
import { fieldA11y, fieldErrorId, FormField } from '@/components/ui/form-field';
import { formatDay } from '@/lib/datetime';
import { meetingTexts, WEEKDAYS } from '../meeting-texts';
import type { RepeatDraft } from '../schedule-draft';

interface RepeatFieldsProps {
  /** The weekly pattern, or none: the class then meets every day of its span. */
  value: RepeatDraft | undefined;
  onChange: (next: RepeatDraft | undefined) => void;
  /** The class start date as typed, whose weekday a new pattern starts with. */
  classStart: string;
  /** The class end date's field: a weekly pattern runs until it, so the form asks it here. */
  until: UseFormRegisterReturn;
  /** Its refusal, which names it as this form asks it ("Until"). */
  untilError?: string | undefined;
  /** The form was sent once: say what is missing even where nothing was touched. */
  submitted: boolean;
  /** The element saying what the schedule makes, or why it makes none (the preview). */
  describedBy: string;
}

/** The first weekday's box, where the cursor goes when no weekday is chosen. */
export const FIRST_WEEKDAY_ID = 'session-repeat-first-day';

/** The weekday (0 Sunday … 6 Saturday) of a `YYYY-MM-DD`, or null for anything else. */
function weekdayOf(day: string): number | null {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? date.getUTCDay() : null;
}

/**
 * Why a date to skip is refused, once the date rules (`checkDate`) refused it: their message
 * joins the field's name to an English sentence, where the page says a whole one in its language.
 */
function skipProblem(text: string): string {
  const day = text.trim();
  if (!day) return meetingTexts.skipRequired;
  const shaped = /^\d{4}-\d{2}-\d{2}$/.test(day);
  return shaped && (day < DATE_RANGE.first || day > DATE_RANGE.last)
    ? meetingTexts.skipOutOfRange(DATE_RANGE.first, DATE_RANGE.last)
    : meetingTexts.skipInvalid;
}

/**
 * "Repeats weekly on [weekdays] until [date], skipping [dates]" (docs/product.md#meetings), beside
 * the class's dates and times. Off, the class meets every day from its start to its end date, as
 * the API reads a session without a pattern.
 */
export function RepeatFields({
  value,
  onChange,
  classStart,
  until,
  untilError,
  submitted,
  describedBy,
}: RepeatFieldsProps) {
  const toggleId = useId();
  const hintId = useId();
  const untilId = 'session-classEnd';
  const skipId = useId();
  const daysErrorId = useId();
  const [daysTouched, setDaysTouched] = useState(false);
  const [skipText, setSkipText] = useState('');
  const [skipError, setSkipError] = useState<string>();

  const daysError =
    value && value.days.length === 0 && (submitted || daysTouched)
      ? meetingTexts.chooseWeekday
      : undefined;
  const skipped = value?.skip ?? [];

  function toggle(on: boolean) {
    const first = weekdayOf(classStart);
    onChange(on ? { days: first === null ? [] : [first], skip: [] } : undefined);
    setDaysTouched(false);
  }

  function toggleDay(day: number, on: boolean) {
    if (!value) return;
    const days = on ? [...value.days, day] : value.days.filter((d) => d !== day);
    onChange({ ...value, days: days.sort((a, b) => a - b) });
    setDaysTouched(true);
  }

  function addSkip() {
    if (!value) return;
    const checked = checkDate(meetingTexts.skipDate, skipText);
    if (!('value' in checked)) {
      setSkipError(skipProblem(skipText));
      return;
    }

    setSkipError(undefined);
    setSkipText('');
    if (skipped.includes(checked.value)) return;
    onChange({ ...value, skip: [...skipped, checked.value].sort() });
  }

  // Enter in the date to skip adds it, rather than sending the whole form.
  function onSkipKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addSkip();
  }

  return (
    <div className="space-y-3 md:col-span-2">
      <div className="space-y-1">
        <label htmlFor={toggleId} className="flex cursor-pointer items-center gap-3 font-medium">
          <input
            id={toggleId}
            type="checkbox"
            className="checkbox"
            checked={value !== undefined}
            onChange={(event) => toggle(event.target.checked)}
            aria-describedby={hintId}
          />
          {meetingTexts.repeatsWeekly}
        </label>
        <p id={hintId} className="text-sm text-base-content/70">
          {value ? meetingTexts.weeklyHint : meetingTexts.everyDayHint}
        </p>
      </div>
      {value ? (
        <div className="grid grid-cols-1 gap-x-6 rounded-box border border-base-300 p-4 md:grid-cols-2">
          <fieldset
            className="fieldset md:col-span-2"
            aria-describedby={[daysError ? daysErrorId : '', describedBy].filter(Boolean).join(' ')}
          >
            <legend className="fieldset-legend">{meetingTexts.weekdays}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEKDAYS.map(({ day, name, short }) => (
                <label key={day} className="flex cursor-pointer items-center gap-2">
                  <input
                    id={day === WEEKDAYS[0].day ? FIRST_WEEKDAY_ID : undefined}
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={value.days.includes(day)}
                    onChange={(event) => toggleDay(day, event.target.checked)}
                    aria-label={name}
                    aria-invalid={daysError ? true : undefined}
                  />
                  {short}
                </label>
              ))}
            </div>
            {daysError ? (
              <p id={daysErrorId} role="alert" className="text-sm text-error">
                {daysError}
              </p>
            ) : null}
          </fieldset>
          <FormField id={untilId} label={meetingTexts.until} error={untilError}>
            <input
              type="date"
              className="input w-full"
              {...fieldA11y(untilId, untilError)}
              aria-describedby={[untilError ? fieldErrorId(untilId) : '', describedBy]
                .filter(Boolean)
                .join(' ')}
              {...until}
            />
          </FormField>
          <fieldset className="fieldset">
            <legend className="fieldset-legend">{meetingTexts.skipping}</legend>
            <label htmlFor={skipId} className="sr-only">
              {meetingTexts.skipDate}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={skipId}
                type="date"
                className="input min-w-0 flex-1"
                value={skipText}
                onChange={(event) => setSkipText(event.target.value)}
                onKeyDown={onSkipKey}
                {...(skipError
                  ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(skipId) }
                  : {})}
              />
              <button type="button" className="btn" onClick={addSkip}>
                {meetingTexts.addSkip}
              </button>
            </div>
            {skipError ? (
              <p id={fieldErrorId(skipId)} role="alert" className="text-sm text-error">
                {skipError}
              </p>
            ) : null}
            {skipped.length ? (
              <ul aria-label={meetingTexts.skippedDates} className="flex flex-wrap gap-2">
                {skipped.map((day) => (
                  <li key={day} className="badge h-auto gap-2 py-1 badge-outline">
                    <span>{formatDay(day)}</span>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={meetingTexts.removeSkip(formatDay(day))}
                      onClick={() =>
                        onChange({ ...value, skip: skipped.filter((other) => other !== day) })
                      }
                    >
                      {meetingTexts.remove}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-base-content/70">{meetingTexts.noSkips}</p>
            )}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
