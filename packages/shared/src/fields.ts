import { z } from 'zod';
import { checkDate } from './date-rules';
import { fieldMessages } from './field-messages';
import {
  type Checked,
  disguised,
  hasNoNul,
  messageOf,
  nameRules,
  nulMessage,
  oneOfMessage,
  readsAsShown,
  requiredTextRules,
  ruleMessages,
  type RuleMessage,
  type TextRules,
} from './text-rules';

/**
 * Field builders whose messages name the field by its JSON name (`title is required`), as the
 * HTTP contract promises, in the reader's language (field-messages.ts, text-rules.ts).
 */

/** The message for a missing value, or for one of the wrong type: `expected` says what it must be. */
export function typeError(
  field: string,
  expected: (field: string) => string,
  requiredMessage: RuleMessage = () => ruleMessages.required(field),
) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? messageOf(requiredMessage)
      : expected(field);
}

/** A rule's message as zod takes it: a function is asked for the text when a value is refused. */
export const zodMessage = (message: RuleMessage) =>
  typeof message === 'function' ? { error: message } : message;

/**
 * A zod string checked by text rules (text-rules.ts), in their order. `error` is the message for
 * a value that is not text; zod's own without it.
 */
export function ruledText(rules: TextRules, error?: ReturnType<typeof typeError>) {
  let schema = z.string({ error });
  if (rules.trim) schema = schema.trim();
  schema = schema.min(1, zodMessage(rules.required));
  if (rules.minLength) schema = schema.min(rules.minLength[0], zodMessage(rules.minLength[1]));
  if (rules.maxLength) schema = schema.max(rules.maxLength[0], zodMessage(rules.maxLength[1]));
  return rules.tests.reduce(
    (checked, [test, message]) => checked.refine(test, zodMessage(message)),
    schema,
  );
}

export function requiredText(
  field: string,
  max: number,
  requiredMessage: RuleMessage = () => ruleMessages.required(field),
) {
  return ruledText(
    requiredTextRules(field, max, requiredMessage),
    typeError(field, fieldMessages.text, requiredMessage),
  );
}

/** A name or a title: required, one line, shown as it reads. */
export function nameText(
  field: string,
  max: number,
  requiredMessage: RuleMessage = () => ruleMessages.required(field),
) {
  return ruledText(
    nameRules(field, max, requiredMessage),
    typeError(field, fieldMessages.text, requiredMessage),
  );
}

/** The id of a record named in a body (`sessionId`): text, as every id is. */
export function recordId(field: string) {
  return requiredText(field, 64);
}

export function optionalText(field: string, max: number) {
  return z
    .string({ error: typeError(field, fieldMessages.text) })
    .trim()
    .max(max, { error: () => ruleMessages.maxLength(field, max) })
    .refine(hasNoNul, zodMessage(nulMessage(field)))
    .optional();
}

/** An optional name: one line, shown as it reads. */
export function optionalNameText(field: string, max: number) {
  return z
    .string({ error: typeError(field, fieldMessages.text) })
    .trim()
    .max(max, { error: () => ruleMessages.maxLength(field, max) })
    .refine(readsAsShown, zodMessage(disguised(field)))
    .optional();
}

/**
 * A zod string read by one of this package's checks that need no zod (`Checked`): the value it
 * reads, or its message as the one issue. `error` is the message for a value that is not text.
 */
export function checkedString<T>(
  check: (value: string) => Checked<T>,
  error?: ReturnType<typeof typeError>,
) {
  return z.string({ error }).transform((value, context) => {
    const checked = check(value);
    if ('value' in checked) return checked.value;
    context.issues.push({ code: 'custom', message: checked.message, input: value });
    return z.NEVER;
  });
}

/** A day, as date-rules.ts reads it (`YYYY-MM-DD` within DATE_RANGE). */
export function isoDate(field: string) {
  return checkedString((value) => checkDate(field, value), typeError(field, ruleMessages.date));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A picture we can show: a file we host (`/uploads/<id>.webp`) or an http(s) URL. */
export function isImageUrl(value: string): boolean {
  return /^\/uploads\/[\w-]+\.webp$/.test(value) || isHttpUrl(value);
}

/**
 * C0 and C1 controls and DEL, anywhere in a link. `new URL` drops tabs and line breaks while it
 * checks, so a link checked that way would be stored with a paragraph of the sender's own
 * (`https://meet.example/room\r\n\r\nIMPORTANT: pay…`), shown in every mail as ours.
 */
// eslint-disable-next-line no-control-regex
const LINK_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LINK_CONTROLS = new RegExp(LINK_CONTROL.source, 'g');
/**
 * Inside a link: spaces of any kind and the characters that show as nothing (zero widths, word
 * joiners, direction marks, embeddings, overrides and isolates), so the link shown is the one
 * opened.
 */
const LINK_HIDDEN = /[\s\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/**
 * Every link field, stored as validated (docs/security.md): a control character anywhere is
 * refused before the spaces around the link are cut, so a trailing line break is refused rather
 * than quietly cut (a link of the wrong form is told about its form instead); then the link's
 * form; then a space or an invisible character inside (a control too, whatever the form said).
 * What passes is stored exactly as checked, not as `new URL` would rewrite it: nothing is left in
 * it that a URL parser drops.
 */
function linkText(
  field: string,
  {
    required,
    form,
    formMessage,
  }: {
    required: boolean;
    form: (value: string) => boolean;
    formMessage: (field: string) => string;
  },
) {
  const text = z
    .string({ error: typeError(field, fieldMessages.text) })
    // A link of the wrong form even without its controls is told so (a `java\tscript:` link is
    // not http(s)); one of the right form with a control character is refused for that.
    .refine(
      (value) => !LINK_CONTROL.test(value) || !form(value.replace(LINK_CONTROLS, '').trim()),
      { error: () => fieldMessages.linkControls(field) },
    )
    .trim();
  return (required ? text.min(1, { error: () => ruleMessages.required(field) }) : text)
    .max(2048, { error: () => ruleMessages.maxLength(field, 2048) })
    .refine(form, { error: () => formMessage(field) })
    .refine((value) => !LINK_HIDDEN.test(value) && !LINK_CONTROL.test(value), {
      error: () => fieldMessages.linkSpaces(field),
    });
}

export function httpUrl(field: string) {
  return linkText(field, {
    required: true,
    form: isHttpUrl,
    formMessage: fieldMessages.httpLink,
  });
}

/** A required picture: an uploaded image or an http(s) link. */
export function imageUrl(field: string) {
  return linkText(field, {
    required: true,
    form: isImageUrl,
    formMessage: fieldMessages.imageLink,
  });
}

/** An optional profile photo; empty or null means none. */
export function photoUrl(field: string) {
  return linkText(field, {
    required: false,
    form: (value) => value === '' || isImageUrl(value),
    formMessage: fieldMessages.imageLink,
  }).nullish();
}

export function email(field = 'email') {
  return z
    .string({ error: typeError(field, fieldMessages.emailAddress) })
    .trim()
    .toLowerCase()
    .max(254, { error: () => ruleMessages.maxLength(field, 254) })
    .pipe(z.email({ error: () => fieldMessages.validEmail(field) }));
}

/** An amount in dollars with at most two decimals: exactly a whole number of cents. */
export function money(field: string) {
  return z
    .number({ error: typeError(field, fieldMessages.number) })
    .finite({ error: () => fieldMessages.number(field) })
    .min(0, { error: () => fieldMessages.orMore(field, 0) })
    .max(100_000, { error: () => fieldMessages.atMost(field, 100_000) })
    .refine(
      // 0.29 * 100 is 28.999999999999996, yet rounds back to 0.29; 1e-9 rounds to 0 and is refused.
      (value) => Math.round(value * 100) / 100 === value,
      { error: () => fieldMessages.twoDecimals(field) },
    );
}

/** An email naming whose records to list: compared with the caller's, so it needs no format check. */
export const emailFilter = z
  .string({ error: () => fieldMessages.text('email') })
  .trim()
  .toLowerCase()
  .max(254, { error: () => ruleMessages.maxLength('email', 254) });

/** An empty query parameter (`?fee=`, as a form sends an untouched field) is the same as none. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** An optional query parameter taking one of `values`; the message lists them. */
export const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  optionalParam(z.enum(values, { error: oneOfMessage(field, values) }));
