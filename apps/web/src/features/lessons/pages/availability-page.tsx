import { useEffect, useRef, useState } from 'react';
import { availabilityBody, type AvailabilityDto, messages } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ResultMessage, useResultMessage } from '@/components/ui/result-message';
import { Spinner } from '@/components/ui/spinner';
import { browserZone, formatDay, zoneName } from '@/lib/datetime';
import { errorMessage } from '@/lib/error-message';
import { useAvailability, useSaveAvailability } from '../api/availability';
import {
  type AvailabilityDraft,
  bodyOf,
  draftOf,
  FORM_KEY,
  newKey,
  problemsOf,
  ZONE_KEY,
} from '../availability-draft';
import { HoursRanges } from '../components/hours-ranges';
import { TimeZoneSelect } from '../components/time-zone-select';
import { lessonTexts as texts } from '../texts';

/**
 * /dashboard/availability (tutors): the weekly hours students can book lessons in, several ranges
 * a day, and dates that replace a weekday's hours or make a day unavailable, all in the zone the
 * tutor picks (their browser's at first), named on the page (docs/product.md#lesson-screens).
 */
export default function AvailabilityPage() {
  const saved = useAvailability();
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{texts.availabilityTitle}</h1>
      <p className="text-base-content/70">{texts.availabilityIntro}</p>
      {saved.isPending ? (
        <Spinner label={texts.loadingAvailability} showLabel />
      ) : saved.isError ? (
        <ErrorState
          message={errorMessage(saved.error, messages.generic.internal)}
          onRetry={() => void saved.refetch()}
        />
      ) : (
        <AvailabilityForm saved={saved.data} />
      )}
    </section>
  );
}

function AvailabilityForm({ saved }: { saved: AvailabilityDto }) {
  const viewerZone = browserZone();
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(saved, viewerZone));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveAvailability();
  const { ref: resultRef, text: resultText, announce } = useResultMessage();
  const formProblemRef = useRef<HTMLParagraphElement>(null);
  const formProblem = problems[FORM_KEY];

  useEffect(() => {
    if (Object.keys(problems).length === 0) return;
    // The first field to put right, else the form's own message.
    const invalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? formProblemRef.current)?.focus();
  }, [problems]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { body, keys } = bodyOf(draft);
    const parsed = availabilityBody.safeParse(body);
    if (!parsed.success) {
      setProblems({ [FORM_KEY]: texts.fixErrors, ...problemsOf(parsed.error.issues, keys) });
      return;
    }
    setProblems({});
    save.mutate(body, {
      onSuccess: () => announce(texts.availabilitySaved),
      onError: (error) =>
        setProblems({ [FORM_KEY]: errorMessage(error, messages.generic.internal) }),
    });
  }

  const setWeekday = (day: number, ranges: AvailabilityDraft['weekly'][number]) =>
    setDraft((d) => ({ ...d, weekly: d.weekly.map((r, i) => (i === day ? ranges : r)) }));
  const setOverride = (key: string, change: Partial<AvailabilityDraft['overrides'][number]>) =>
    setDraft((d) => ({
      ...d,
      overrides: d.overrides.map((o) => (o.key === key ? { ...o, ...change } : o)),
    }));

  return (
    <form noValidate onSubmit={submit} className="space-y-8" aria-label={texts.availabilityTitle}>
      <div className="space-y-1">
        <FormField id="availability-zone" label={texts.timeZone} error={problems[ZONE_KEY]}>
          <TimeZoneSelect
            value={draft.timeZone}
            onChange={(timeZone) => setDraft((d) => ({ ...d, timeZone }))}
            {...fieldA11y('availability-zone', problems[ZONE_KEY])}
          />
        </FormField>
        <p className="text-sm font-medium">
          {texts.timesIn(zoneName(draft.timeZone), draft.timeZone)}
        </p>
        {draft.timeZone !== viewerZone ? (
          <p className="text-sm text-base-content/70">
            {texts.yourZoneDiffers(`${zoneName(viewerZone)} (${viewerZone})`)}
          </p>
        ) : null}
      </div>

      <fieldset className="space-y-4">
        <legend className="text-2xl font-semibold">{texts.weeklyHours}</legend>
        <p className="text-sm text-base-content/70">{texts.toMidnight}</p>
        <ul className="space-y-4">
          {texts.weekdays.map((dayName, day) => (
            <li
              key={dayName}
              className="grid gap-2 border-b border-base-200 pb-4 sm:grid-cols-[8rem_1fr]"
            >
              <p className="font-semibold">{dayName}</p>
              <HoursRanges
                name={dayName}
                ranges={draft.weekly[day] ?? []}
                onChange={(ranges) => setWeekday(day, ranges)}
                problems={problems}
                emptyText={texts.unavailable}
              />
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-2xl font-semibold">{texts.overrides}</legend>
        <p className="text-sm text-base-content/70">{texts.overridesIntro}</p>
        {draft.overrides.length === 0 ? (
          <p className="text-base-content/70">{texts.noOverrides}</p>
        ) : null}
        <ul className="space-y-4">
          {draft.overrides.map((override) => {
            const dateId = `override-${override.key}`;
            const name = override.date ? formatDay(override.date) : texts.overrideName('');
            return (
              <li key={override.key} className="space-y-2 rounded-box border border-base-200 p-3">
                <div className="flex flex-wrap items-end gap-2">
                  <FormField id={dateId} label={texts.date} error={problems[override.key]}>
                    <input
                      type="date"
                      className="input input-sm w-44"
                      value={override.date}
                      onChange={(event) => setOverride(override.key, { date: event.target.value })}
                      {...fieldA11y(dateId, problems[override.key])}
                    />
                  </FormField>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() =>
                      setDraft((d) => ({
                        ...d,
                        overrides: d.overrides.filter((o) => o.key !== override.key),
                      }))
                    }
                  >
                    {texts.removeDate(name)}
                  </button>
                </div>
                <HoursRanges
                  name={name}
                  ranges={override.ranges}
                  onChange={(ranges) => setOverride(override.key, { ranges })}
                  problems={problems}
                  emptyText={texts.unavailableAllDay}
                />
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() =>
            setDraft((d) => ({
              ...d,
              overrides: [...d.overrides, { key: newKey(), date: '', ranges: [] }],
            }))
          }
        >
          + {texts.addDate}
        </button>
      </fieldset>

      <div className="space-y-2">
        {formProblem ? (
          <p ref={formProblemRef} tabIndex={-1} role="alert" className="text-error">
            {formProblem}
          </p>
        ) : null}
        <Button type="submit" className="btn-primary" busy={save.isPending}>
          {texts.saveAvailability}
        </Button>
        <ResultMessage ref={resultRef} text={resultText} />
      </div>
    </form>
  );
}
