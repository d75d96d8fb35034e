import { useId, useState } from 'react';
import { statsRange, type StatsQuery } from '@studyhall/shared';
import { Notice } from '@/components/ui/notice';
import { insightsTexts as texts } from '../texts';

interface RangeFormProps {
  /** The days shown now: the server's answer, or what the address asks while it loads. */
  range: StatsQuery;
  onChange: (range: StatsQuery) => void;
}

/**
 * From and to, both included. Checked as the server checks them (`statsRange`): to on or after
 * from, a year at most; a day left empty is the server's default.
 */
export function RangeForm({ range, onChange }: RangeFormProps) {
  const errorId = useId();
  const [error, setError] = useState<string>();

  return (
    <form
      noValidate
      aria-label={texts.range}
      className="flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const from = String(data.get('from') ?? '') || undefined;
        const to = String(data.get('to') ?? '') || undefined;
        const checked = from && to ? statsRange({ from, to }, to) : null;
        if (checked && 'error' in checked) return setError(checked.error);
        setError(undefined);
        onChange({ from, to });
      }}
    >
      <div className="fieldset">
        <label htmlFor="stats-from" className="fieldset-legend">
          {texts.from}
        </label>
        <input
          name="from"
          type="date"
          className="input"
          defaultValue={range.from}
          id="stats-from"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="fieldset">
        <label htmlFor="stats-to" className="fieldset-legend">
          {texts.to}
        </label>
        <input
          name="to"
          type="date"
          className="input"
          defaultValue={range.to}
          id="stats-to"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="flex gap-2 pb-1">
        <button type="submit" className="btn btn-primary">
          {texts.show}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onChange({})}>
          {texts.reset}
        </button>
      </div>
      {error ? (
        <div id={errorId} className="w-full">
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        </div>
      ) : null}
    </form>
  );
}
