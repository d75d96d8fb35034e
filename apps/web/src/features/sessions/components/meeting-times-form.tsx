import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  addMeetingBody,
  meetingInstants,
  type MeetingTimes,
  meetingTimes,
  messages,
  moveMeetingBody,
} from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { formatSpan } from '@/lib/datetime';
import { errorMessage } from '@/lib/error-message';
import { meetingTexts } from '../meeting-texts';

/** What the form sends: a day and times in the platform's zone, and why. */
export interface MeetingTimesValues extends MeetingTimes {
  reason?: string | undefined;
}

interface MeetingTimesFormProps {
  title: string;
  initial: MeetingTimes;
  /** Moving needs a reason; adding takes one if given. */
  reasonRequired: boolean;
  submitLabel: string;
  busy: boolean;
  /** The platform's zone, in which the day and times are given. */
  timeZone: string;
  /** The reader's zone, to show them the result in; the browser's unless a test names one. */
  viewerZone: string;
  /** Sends the change; a refusal it throws is shown beside the form, the typed values kept. */
  onSubmit: (values: MeetingTimesValues) => Promise<unknown>;
  onClose: () => void;
}

type Field = 'date' | 'start' | 'end' | 'reason';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A meeting's day, start and end (in the platform's zone, named, and shown again in the reader's
 * own), with a reason for everyone booked: the form behind moving and adding a meeting. It checks
 * by the API's own rules first; a refusal from the server (an overlap, a time gone by) shows
 * below it and what was typed stays.
 */
export function MeetingTimesForm({
  title,
  initial,
  reasonRequired,
  submitLabel,
  busy,
  timeZone,
  viewerZone,
  onSubmit,
  onClose,
}: MeetingTimesFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const zoneId = `${id}-zone`;
  const refusalId = `${id}-refusal`;
  const [values, setValues] = useState<Required<MeetingTimesValues>>({ ...initial, reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const first = useRef<HTMLInputElement>(null);

  // Opening the form puts the cursor in its first field.
  useEffect(() => first.current?.focus(), []);

  const schema = reasonRequired ? moveMeetingBody : addMeetingBody;
  const body = { ...values, reason: values.reason.trim() || undefined };
  const parsed = schema.safeParse(body);
  const times = meetingTimes.safeParse(values);
  const instants = times.success ? meetingInstants(times.data, timeZone) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= capitalised(issue.message);
      }
      setErrors(found);
      setRefusal(undefined);
      return;
    }
    setErrors({});
    setRefusal(undefined);
    try {
      await onSubmit(parsed.data);
    } catch (failure) {
      setRefusal(errorMessage(failure, messages.generic.internal));
    }
  }

  const set = (field: Field) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const input = (field: Field, type: 'date' | 'time') => {
    const inputId = `${id}-${field}`;
    return (
      <FormField id={inputId} label={meetingTexts[field]} error={errors[field]}>
        <input
          ref={field === 'date' ? first : undefined}
          type={type}
          className="input w-full"
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
          {...fieldA11y(inputId, errors[field])}
          aria-describedby={[errors[field] ? `${inputId}-error` : '', zoneId]
            .filter(Boolean)
            .join(' ')}
        />
      </FormField>
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className="space-y-2 rounded-box border border-base-300 p-4"
    >
      <h4 id={titleId} className="font-semibold">
        {title}
      </h4>
      <p id={zoneId} className="text-sm text-base-content/70">
        {meetingTexts.timesIn(timeZone)}
      </p>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-3">
        {input('date', 'date')}
        {input('start', 'time')}
        {input('end', 'time')}
      </div>
      {instants && timeZone !== viewerZone ? (
        <p className="text-sm">
          {meetingTexts.inYourZone}{' '}
          {formatSpan(instants.startsAt.toISOString(), instants.endsAt.toISOString(), viewerZone)}
        </p>
      ) : null}
      <FormField
        id={`${id}-reason`}
        label={reasonRequired ? meetingTexts.reason : meetingTexts.reasonOptional}
        error={errors.reason}
      >
        <textarea
          rows={2}
          className="textarea w-full"
          value={values.reason}
          onChange={(event) => set('reason')(event.target.value)}
          {...fieldA11y(`${id}-reason`, errors.reason)}
        />
      </FormField>
      {refusal ? (
        <p id={refusalId} role="alert" className="text-sm text-error">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          className="btn-primary"
          busy={busy}
          aria-describedby={refusal ? refusalId : undefined}
        >
          {submitLabel}
        </Button>
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          {meetingTexts.close}
        </button>
      </div>
    </form>
  );
}
