import { fieldErrorId } from '@/components/ui/form-field';
import { endFieldValue, endFromField, newKey, type DraftRange } from '../availability-draft';
import { lessonTexts as texts } from '../texts';

interface HoursRangesProps {
  /** What the ranges belong to, in the controls' names ('Monday', '2026-12-24'). */
  name: string;
  ranges: DraftRange[];
  onChange: (ranges: DraftRange[]) => void;
  /** The rules' problems by range key, each shown under its range. */
  problems: Record<string, string>;
  /** Said when there are no ranges ('Not available', 'Unavailable all day'). */
  emptyText: string;
}

/** The hour after `time`, kept within the day: where a new range starts by default. */
function later(time: string, hours: number): string {
  const hour = Math.min(Number(time.slice(0, 2)) + hours, 23);
  return `${String(hour).padStart(2, '0')}:${time.slice(3, 5) || '00'}`;
}

/**
 * One day's ranges of hours: each a 'From' and a 'To' with a button to remove it and its problem
 * under it, then 'Add hours' (the next range starts where the last one ends).
 */
export function HoursRanges({ name, ranges, onChange, problems, emptyText }: HoursRangesProps) {
  function add() {
    const last = ranges.at(-1);
    const start = last ? last.end.slice(0, 5) : '09:00';
    const end = last ? later(start, 1) : '17:00';
    onChange([...ranges, { key: newKey(), start, end }]);
  }
  const update = (key: string, change: Partial<DraftRange>) =>
    onChange(ranges.map((range) => (range.key === key ? { ...range, ...change } : range)));

  return (
    <div className="space-y-2">
      {ranges.length === 0 ? <p className="text-sm text-base-content/70">{emptyText}</p> : null}
      <ul className="space-y-2">
        {ranges.map((range, index) => {
          const label = texts.rangeName(name, index);
          const problem = problems[range.key];
          const describedBy = problem ? fieldErrorId(range.key) : undefined;
          return (
            <li key={range.key} className="space-y-1">
              <div role="group" aria-label={label} className="flex flex-wrap items-end gap-2">
                <label className="flex flex-col text-sm">
                  {texts.from}
                  <input
                    type="time"
                    className="input input-sm w-32"
                    value={range.start}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => update(range.key, { start: event.target.value })}
                  />
                </label>
                <label className="flex flex-col text-sm">
                  {texts.to}
                  <input
                    type="time"
                    className="input input-sm w-32"
                    value={endFieldValue(range.end)}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(event) =>
                      update(range.key, { end: endFromField(event.target.value) })
                    }
                  />
                </label>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={texts.removeHours(label)}
                  onClick={() => onChange(ranges.filter((r) => r.key !== range.key))}
                >
                  ✕
                </button>
              </div>
              {problem ? (
                <p id={fieldErrorId(range.key)} role="alert" className="text-sm text-error">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn-outline btn-xs"
        aria-label={texts.addHoursOn(name)}
        onClick={add}
      >
        + {texts.addHours}
      </button>
    </div>
  );
}
