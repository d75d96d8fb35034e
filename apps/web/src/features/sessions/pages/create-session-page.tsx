import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  createSessionBody,
  MAX_CAPACITY,
  messages,
  type CreateSessionBody,
} from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useCreateSession } from '../api/create-session';
import { errorMessage } from '@/lib/error-message';
import { labelled } from '../session-field-labels';
import { Button } from '@/components/ui/button';
import { fieldErrorId } from '@/components/ui/form-field';
import { usePublicConfig } from '@/lib/config';
import { zoneName } from '@/lib/datetime';
import { TimesPreview } from '../components/times-preview';
import { sessionTexts } from '../texts';
import { sessionManageTexts } from '../manage-texts';
import { MeetingsPreview } from '../components/meetings-preview';
import { FIRST_WEEKDAY_ID, RepeatFields } from '../components/repeat-fields';
import { meetingTexts } from '../meeting-texts';

type FormValues = z.input<typeof createSessionBody>;

const empty: FormValues = {
  title: '',
  description: '',
  registrationStart: '',
  registrationEnd: '',
  classStart: '',
  classEnd: '',
  duration: '',
  classStartTime: '09:00',
  classEndTime: '10:00',
  location: '',
  meetingUrl: null,
  capacity: null,
};

/** The class's times, each with its label (read when the form renders, in its language). */
const timeFields = [
  ['classStartTime', () => sessionManageTexts.classStartTime],
  ['classEndTime', () => sessionManageTexts.classEndTime],
] as const;

const TIME_ZONE_NOTE_ID = 'session-time-zone';
const MEETINGS_SUMMARY_ID = 'session-meetings-summary';

const resolveSession = zodResolver(createSessionBody);

/** A weekly pattern runs until the class end date: the form asks that day once, as "Until". */
const resolver: typeof resolveSession = (values, context, options) =>
  resolveSession(
    values.repeat ? { ...values, repeat: { ...values.repeat, until: values.classEnd } } : values,
    context,
    options,
  );

/** An empty optional field is no value at all: `null`, which the schema takes as "not given". */
const emptyAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A seat limit as typed: empty is no limit; anything else a number for the schema to check. */
const toCapacity = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === '' ? null : Number(value);

/** Points a field at its hint (and its error, once it has one) for screen readers. */
function describedBy(id: string, hintId: string, error: string | undefined) {
  return [hintId, error ? fieldErrorId(id) : ''].filter(Boolean).join(' ');
}

const dateFields = [
  ['registrationStart', () => sessionManageTexts.registrationStartDate],
  ['registrationEnd', () => sessionManageTexts.registrationEndDate],
  ['classStart', () => sessionManageTexts.classStartDate],
  ['classEnd', () => sessionManageTexts.classEndDate],
] as const;

export default function CreateSessionPage() {
  const { user } = useSession();
  const { data: config } = usePublicConfig();
  const createSession = useCreateSession();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<FormValues, unknown, CreateSessionBody>({
    resolver,
    defaultValues: empty,
  });
  const [classStart, classEnd, classStartTime, classEndTime, repeat] = useWatch({
    control,
    name: ['classStart', 'classEnd', 'classStartTime', 'classEndTime', 'repeat'],
  });

  const typed = useWatch({ control });
  const schoolZone = config?.timeZone;

  const titleError = labelled(errors.title?.message);
  const descriptionError = labelled(errors.description?.message);
  const durationError = labelled(errors.duration?.message);
  const locationError = labelled(errors.location?.message);
  const meetingUrlError = labelled(errors.meetingUrl?.message);
  const capacityError = labelled(errors.capacity?.message);

  function onSubmit(values: CreateSessionBody) {
    // The schema reads an empty location as null, which the server takes only as "not sent".
    const { location, ...rest } = values;
    const body = location ? { ...rest, location } : rest;
    createSession.mutate(body, {
      onSuccess: () => {
        toast.success(messages.sessions.created);
        reset(empty);
      },
      onError: (error) => toast.error(errorMessage(error, messages.sessions.createFailed)),
    });
  }

  // The weekly pattern's problems belong to no single input the form registers: when they are
  // all that is wrong, the cursor goes to the pattern (the form puts it on any other field).
  function onInvalid(invalid: FieldErrors<FormValues>) {
    if (Object.keys(invalid).some((name) => name !== 'repeat')) return;
    document.getElementById(repeat?.days.length ? 'session-classEnd' : FIRST_WEEKDAY_ID)?.focus();
  }

  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold">{sessionManageTexts.createTitle}</h1>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit, onInvalid)}
        className="card border border-base-200 bg-base-100 shadow-sm"
      >
        <div className="card-body grid grid-cols-1 gap-x-6 md:grid-cols-2">
          <div className="md:col-span-2">
            <FormField
              id="session-title"
              label={sessionManageTexts.sessionTitle}
              error={titleError}
            >
              <input
                className="input w-full"
                {...fieldA11y('session-title', titleError)}
                {...register('title')}
              />
            </FormField>
          </div>
          <FormField id="session-tutor-name" label={sessionManageTexts.tutorName}>
            <input
              id="session-tutor-name"
              className="input w-full"
              value={user?.name ?? ''}
              readOnly
            />
          </FormField>
          <FormField id="session-tutor-email" label={sessionManageTexts.tutorEmail}>
            <input
              id="session-tutor-email"
              type="email"
              className="input w-full"
              value={user?.email ?? ''}
              readOnly
            />
          </FormField>
          <div className="md:col-span-2">
            <FormField
              id="session-description"
              label={sessionManageTexts.sessionDescription}
              error={descriptionError}
            >
              <textarea
                rows={4}
                className="textarea w-full"
                {...fieldA11y('session-description', descriptionError)}
                {...register('description')}
              />
            </FormField>
          </div>
          <p id={TIME_ZONE_NOTE_ID} className="text-sm text-base-content/70 md:col-span-2">
            {schoolZone ? sessionManageTexts.timesIn(zoneName(schoolZone), schoolZone) : null}
          </p>
          {dateFields.map(([name, label]) => {
            // A weekly class asks its last day beside its weekdays, as "Until".
            if (repeat && name === 'classEnd') return null;
            const id = `session-${name}`;
            const error = labelled(errors[name]?.message);
            return (
              <FormField key={name} id={id} label={label()} error={error}>
                <input
                  type="date"
                  className="input w-full"
                  {...fieldA11y(id, error)}
                  aria-describedby={describedBy(id, TIME_ZONE_NOTE_ID, error)}
                  {...register(name)}
                />
              </FormField>
            );
          })}
          {timeFields.map(([name, label]) => {
            const id = `session-${name}`;
            const error = labelled(errors[name]?.message);
            return (
              <FormField key={name} id={id} label={label()} error={error}>
                <input
                  type="time"
                  className="input w-full"
                  {...fieldA11y(id, error)}
                  aria-describedby={describedBy(id, TIME_ZONE_NOTE_ID, error)}
                  {...register(name)}
                />
              </FormField>
            );
          })}
          {schoolZone ? <TimesPreview times={typed} timeZone={schoolZone} /> : null}
          <RepeatFields
            value={repeat && { days: repeat.days, skip: repeat.skip }}
            onChange={(next) =>
              setValue('repeat', next && { ...next, until: '' }, { shouldDirty: true })
            }
            classStart={classStart}
            until={register('classEnd')}
            untilError={labelled(errors.classEnd?.message, { classEnd: meetingTexts.until })}
            submitted={isSubmitted}
            describedBy={MEETINGS_SUMMARY_ID}
          />
          <MeetingsPreview
            draft={{
              classStart,
              classEnd,
              classStartTime: classStartTime ?? '',
              classEndTime: classEndTime ?? '',
              repeat: repeat && { days: repeat.days, skip: repeat.skip },
            }}
            timeZone={config?.timeZone}
            summaryId={MEETINGS_SUMMARY_ID}
          />
          <FormField
            id="session-location"
            label={sessionManageTexts.locationOptional}
            error={locationError}
          >
            <input
              placeholder={sessionManageTexts.locationExample}
              className="input w-full"
              {...fieldA11y('session-location', locationError)}
              {...register('location')}
            />
          </FormField>
          <FormField
            id="session-meetingUrl"
            label={sessionManageTexts.meetingLinkOptional}
            error={meetingUrlError}
          >
            <input
              type="url"
              inputMode="url"
              placeholder="https://"
              className="input w-full"
              {...fieldA11y('session-meetingUrl', meetingUrlError)}
              {...register('meetingUrl', { setValueAs: emptyAsNull })}
            />
          </FormField>
          <FormField
            id="session-duration"
            label={sessionManageTexts.sessionDuration}
            error={durationError}
          >
            <input
              placeholder={sessionManageTexts.durationExample}
              className="input w-full"
              {...fieldA11y('session-duration', durationError)}
              {...register('duration')}
            />
          </FormField>
          <FormField
            id="session-capacity"
            label={sessionManageTexts.seatLimit}
            error={capacityError}
          >
            <input
              type="number"
              min={1}
              max={MAX_CAPACITY}
              step={1}
              inputMode="numeric"
              placeholder={sessionTexts.unlimited}
              className="input w-full"
              {...fieldA11y('session-capacity', capacityError)}
              aria-describedby={describedBy(
                'session-capacity',
                'session-capacity-hint',
                capacityError,
              )}
              {...register('capacity', { setValueAs: toCapacity })}
            />
            <p id="session-capacity-hint" className="text-sm text-base-content/70">
              {sessionTexts.capacityHint}
            </p>
          </FormField>
          <FormField id="session-fee" label={sessionTexts.registrationFee}>
            <input id="session-fee" type="number" className="input w-full" value={0} readOnly />
          </FormField>
          <div className="mt-4 md:col-span-2">
            <Button type="submit" className="btn-primary w-full" busy={createSession.isPending}>
              {sessionManageTexts.createSubmit}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
