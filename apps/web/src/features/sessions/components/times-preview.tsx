import { registrationInstants, type RegistrationWindow, zonedInstant } from '@studyhall/shared';
import { formatMoment, formatSpan, zoneName } from '@/lib/datetime';
import { sessionManageTexts } from '../manage-texts';

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{2}:\d{2}$/.test(value);

export interface TypedTimes {
  registrationStart?: unknown;
  registrationEnd?: unknown;
  classStart?: unknown;
  classEnd?: unknown;
  classStartTime?: unknown;
  classEndTime?: unknown;
}

/**
 * What a tutor typed in the school's zone, read back in their own (docs/product.md#times): the
 * class and the registration window as students will see them. Lines appear as their fields are
 * filled; a live region, so a screen reader hears the preview change.
 */
export function TimesPreview({ times, timeZone }: { times: TypedTimes; timeZone: string }) {
  const { registrationStart, registrationEnd, classStart, classEnd } = times;
  const { classStartTime, classEndTime } = times;
  const classTimes =
    isDay(classStart) && isDay(classEnd) && isTime(classStartTime) && isTime(classEndTime)
      ? formatSpan(
          zonedInstant(classStart, classStartTime, timeZone),
          zonedInstant(classEnd, classEndTime, timeZone),
        )
      : '';
  const window: RegistrationWindow | null =
    isDay(registrationStart) && isDay(registrationEnd)
      ? { registrationStart, registrationEnd }
      : null;
  const registration = window ? registrationInstants(window, timeZone) : null;
  return (
    <div
      aria-live="polite"
      className="rounded-box bg-base-200 p-3 text-sm md:col-span-2"
      data-testid="times-preview"
    >
      <p className="font-semibold">{sessionManageTexts.previewTitle(zoneName())}</p>
      {classTimes || registration ? (
        <ul className="mt-1 list-inside list-disc">
          {classTimes ? <li>{sessionManageTexts.previewClass(classTimes)}</li> : null}
          {registration ? (
            <li>
              {sessionManageTexts.previewRegistration(
                formatMoment(registration.opensAt),
                formatMoment(registration.closesAt),
              )}
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="text-base-content/70">{sessionManageTexts.previewEmpty}</p>
      )}
    </div>
  );
}
