import { useId, useState } from 'react';
import { addDays, type LessonTypeDto, type SlotDto, zonedDay } from '@studyhall/shared';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { browserZone, formatClock, formatStripDay, zoneName } from '@/lib/datetime';
import { useSlots } from '../api/get-slots';
import { lessonTexts as texts } from '../texts';

/** Days a strip shows at once: a week, two rows of buttons on a phone. */
const STRIP_DAYS = 7;

interface SlotPickerProps {
  lessonType: Pick<LessonTypeDto, '_id' | 'tutorName' | 'horizonDays'>;
  /** The start of the time chosen, as the server wrote it. */
  value: string | null;
  onChange: (slot: SlotDto) => void;
  /** The reader's zone; the browser's unless a test names one. */
  timeZone?: string;
}

/** The free times of each day of the strip, by day in the reader's zone. */
function byDay(slots: readonly SlotDto[], timeZone: string) {
  const days = new Map<string, SlotDto[]>();
  for (const slot of slots) {
    const day = zonedDay(new Date(slot.startsAt), timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/**
 * A week of days with their free times, in the reader's zone with the zone named and the tutor's
 * own zone noted (docs/product.md#lesson-screens): a day shows its times, a time is chosen with a
 * press. Later weeks go as far as the lesson type lets students book.
 */
export function SlotPicker({ lessonType, value, onChange, timeZone }: SlotPickerProps) {
  const zone = timeZone ?? browserZone();
  const today = zonedDay(new Date(), zone);
  const [offset, setOffset] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const from = addDays(today, offset);
  const to = addDays(from, STRIP_DAYS - 1);
  const slots = useSlots(lessonType._id, from, to, zone);
  // Asked in the tutor's own zone, the answer names it.
  const tutorZone = useSlots(lessonType._id, today, today, null).data?.timeZone;
  const headingId = useId();

  const days = Array.from({ length: STRIP_DAYS }, (_, index) => addDays(from, index));
  const free = byDay(slots.data?.slots ?? [], zone);
  const day = picked && days.includes(picked) ? picked : (days.find((d) => free.has(d)) ?? null);
  const times = day ? (free.get(day) ?? []) : [];
  const lastDay = addDays(today, lessonType.horizonDays);

  function move(by: number) {
    setOffset((current) => Math.max(current + by, 0));
    setPicked(null);
  }

  return (
    <div className="space-y-3">
      <div className="text-sm">
        <p className="font-medium">{texts.yourZone(zoneName(zone))}</p>
        {tutorZone ? (
          <p className="text-base-content/70">
            {texts.tutorZone(lessonType.tutorName, `${zoneName(tutorZone)} (${tutorZone})`)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={offset === 0}
          onClick={() => move(-STRIP_DAYS)}
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>
          {texts.earlierDays}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={addDays(from, STRIP_DAYS) > lastDay}
          onClick={() => move(STRIP_DAYS)}
        >
          {texts.laterDays}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </button>
      </div>
      <ul aria-label={texts.daysLabel} className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {days.map((d) => {
          const count = free.get(d)?.length ?? 0;
          return (
            <li key={d}>
              <button
                type="button"
                aria-pressed={d === day}
                className={`btn h-auto w-full flex-col gap-0 px-1 py-2 text-xs ${d === day ? 'btn-primary' : 'btn-outline'}`}
                disabled={slots.isPending}
                onClick={() => setPicked(d)}
              >
                <span>{formatStripDay(d)}</span>
                <span className="font-normal">{slots.data ? texts.freeCount(count) : ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {slots.isPending ? (
        <Spinner label={texts.loadingTimes} className="py-4" />
      ) : slots.isError ? (
        <ErrorState message={texts.timesFailed} onRetry={() => void slots.refetch()} />
      ) : !day ? (
        <p className="text-base-content/70">{texts.noTimesShown}</p>
      ) : (
        <div className="space-y-2">
          <p id={headingId} className="font-semibold">
            {texts.timesOn(formatStripDay(day))}
          </p>
          {times.length === 0 ? (
            <p className="text-base-content/70">{texts.noTimesThatDay}</p>
          ) : (
            <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
              {times.map((slot) => (
                <li key={slot.startsAt}>
                  <button
                    type="button"
                    aria-pressed={slot.startsAt === value}
                    className={`btn btn-sm ${slot.startsAt === value ? 'btn-primary' : 'btn-outline'}`}
                    onClick={() => onChange(slot)}
                  >
                    {formatClock(slot.startsAt, zone)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
