import { useEffect, useId, useRef, useState } from 'react';
import {
  createLessonTypeBody,
  type CreateLessonTypeBody,
  type LessonTypeDto,
} from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { lessonManageTexts } from '../manage-texts';

type Field = keyof typeof lessonManageTexts.fields;
const FIELDS = Object.keys(lessonManageTexts.fields) as Field[];
const NUMBERS: Field[] = [
  'durationMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'minimumNoticeHours',
  'horizonDays',
  'maxPerDay',
];
const FORM = 'form';

type Values = Record<Field, string>;

/** The form's text of a type, or the defaults of a new one (docs/product.md#lessons). */
function valuesOf(type: LessonTypeDto | null): Values {
  return {
    title: type?.title ?? '',
    description: type?.description ?? '',
    durationMinutes: String(type?.durationMinutes ?? 60),
    bufferBeforeMinutes: String(type?.bufferBeforeMinutes ?? 0),
    bufferAfterMinutes: String(type?.bufferAfterMinutes ?? 0),
    minimumNoticeHours: String(type?.minimumNoticeHours ?? 12),
    horizonDays: String(type?.horizonDays ?? 60),
    maxPerDay: type?.maxPerDay ? String(type.maxPerDay) : '',
    location: type?.location ?? '',
    meetingUrl: type?.meetingUrl ?? '',
  };
}

/** What the API takes: numbers as numbers, an empty limit, place or link as none. */
function bodyOf(values: Values): CreateLessonTypeBody {
  const number = (field: Field) => (values[field].trim() === '' ? NaN : Number(values[field]));
  return {
    title: values.title,
    description: values.description,
    durationMinutes: number('durationMinutes'),
    bufferBeforeMinutes: number('bufferBeforeMinutes'),
    bufferAfterMinutes: number('bufferAfterMinutes'),
    minimumNoticeHours: number('minimumNoticeHours'),
    horizonDays: number('horizonDays'),
    maxPerDay: values.maxPerDay.trim() === '' ? null : number('maxPerDay'),
    location: values.location.trim() || null,
    meetingUrl: values.meetingUrl.trim() || null,
  };
}

/**
 * The rules name a field by its JSON name first ('durationMinutes must be a multiple of 5', in
 * Arabic 'durationMinutes: …'); beside the field the person reads its label instead.
 */
function inWords(message: string): { field: Field | typeof FORM; text: string } {
  const field = FIELDS.find(
    (name) => message.startsWith(name) && /^[\s:]/.test(message.slice(name.length)),
  );
  return field
    ? { field, text: `${lessonManageTexts.fields[field]}${message.slice(field.length)}` }
    : { field: FORM, text: message };
}

export type LessonTypeSubmit = (body: CreateLessonTypeBody) => Promise<unknown>;

interface LessonTypeFormProps {
  /** The type edited, or null for a new one. */
  type: LessonTypeDto | null;
  submitLabel: string;
  /** Sends the body; a refusal's message is shown beside the field it names. */
  onSubmit: LessonTypeSubmit;
  busy: boolean;
  /** Told once the server took it; a new type's form empties itself. */
  onDone?: () => void;
}

/** A lesson type's fields, checked with the API's own rules, each problem beside its field. */
export function LessonTypeForm({ type, submitLabel, onSubmit, busy, onDone }: LessonTypeFormProps) {
  const prefix = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(type));
  const [problems, setProblems] = useState<Partial<Record<Field | typeof FORM, string>>>({});
  const formProblem = useRef<HTMLParagraphElement>(null);
  const id = (field: Field) => `${prefix}-${field}`;

  useEffect(() => {
    const [first] = FIELDS.filter((field) => problems[field]);
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
    else if (problems[FORM]) formProblem.current?.focus();
  }, [problems, prefix]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = bodyOf(values);
    const parsed = createLessonTypeBody.safeParse(body);
    if (!parsed.success) {
      const found: typeof problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= inWords(issue.message).text;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    try {
      await onSubmit(body);
      if (!type) setValues(valuesOf(null));
      onDone?.();
    } catch (error) {
      const { field, text } = inWords(error instanceof Error ? error.message : String(error));
      setProblems({ [field]: text });
    }
  }

  const set =
    (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const input = (field: Field) => (
    <FormField
      key={field}
      id={id(field)}
      label={lessonManageTexts.fields[field]}
      error={problems[field]}
    >
      {field === 'description' ? (
        <textarea
          rows={3}
          className="textarea w-full"
          value={values[field]}
          onChange={set(field)}
          {...fieldA11y(id(field), problems[field])}
        />
      ) : (
        <input
          type={NUMBERS.includes(field) ? 'number' : field === 'meetingUrl' ? 'url' : 'text'}
          inputMode={NUMBERS.includes(field) ? 'numeric' : undefined}
          className="input w-full"
          value={values[field]}
          onChange={set(field)}
          {...fieldA11y(id(field), problems[field])}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
      {input('title')}
      {input('description')}
      <div className="grid gap-x-4 sm:grid-cols-2">{NUMBERS.map(input)}</div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {input('location')}
        {input('meetingUrl')}
      </div>
      {problems[FORM] ? (
        <p ref={formProblem} tabIndex={-1} role="alert" className="text-error">
          {problems[FORM]}
        </p>
      ) : null}
      <Button type="submit" className="btn-primary" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
