/*
 * The rules for text users write or send (names, titles, the sign-in and sign-up fields, a choice
 * among values), each written
 * once as plain data: limits, tests and the message each refusal gives. fields.ts turns them into
 * the API's zod schemas; `checkText` and `checkFields` apply them without zod, for the pages that
 * cannot afford zod's 21 KB (the login and register forms, docs/performance.md#web-budget). Both
 * check in the same order and give the first broken rule's message, so the API and the forms
 * refuse the same text with the same words.
 */

import { type MessageTree, messageView } from './i18n/message-view';

/**
 * The English source of the rules' refusals, which name the field by its JSON name
 * (`title is required`); `ruleMessages` reads them in the reader's language
 * (docs/languages.md#the-shared-messages), the field's name staying as it is. Beside the rules,
 * not in messages.ts: only the pages that check text carry them.
 */
export const englishRuleMessages = {
  required: (field: string) => `${field} is required`,
  maxLength: (field: string, max: number) => `${field} must be at most ${max} characters`,
  maxWords: (field: string, max: number) => `${field} must have at most ${max} words`,
  noNul: (field: string) => `${field} must not contain NUL characters`,
  disguised: (field: string) =>
    `${field} must not contain control characters or direction overrides`,
  /** `choices` all the values but the last, joined with commas. */
  oneOf: (field: string, choices: string, last: string) => `${field} must be ${choices} or ${last}`,
  date: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
  dateBetween: (field: string, first: string, last: string) =>
    `${field} must be between ${first} and ${last}`,
  onOrAfter: (field: string, other: string) => `${field} must be on or after ${other}`,
} as const satisfies MessageTree;

/** Their catalogue keys start with `rules.` (`rules.required`). */
export const ruleMessages = messageView(englishRuleMessages, 'rules.');

/** A value read as the rules say (trimmed…), or why it was refused. */
export type Checked<T> = { value: T } | { message: string };

/**
 * A refusal's text, or a function giving it when a refusal happens: rules are built once, at
 * import, and a text of messages.ts must be read then to be in the reader's language.
 */
export type RuleMessage = string | (() => string);

export const messageOf = (message: RuleMessage): string =>
  typeof message === 'function' ? message() : message;

export interface TextRules {
  /** Cut spaces off both ends before anything else is checked. */
  trim: boolean;
  /** The message for an empty text. */
  required: RuleMessage;
  /** A lower limit beyond 1 character, with its message (a password's 6). */
  minLength?: readonly [length: number, message: RuleMessage];
  maxLength?: readonly [length: number, message: RuleMessage];
  /** Further tests of the text, in order, each with the message when it fails. */
  tests: ReadonlyArray<readonly [test: (text: string) => boolean, message: RuleMessage]>;
}

/** PostgreSQL cannot store NUL characters. */
export const hasNoNul = (text: string) => !text.includes('\u0000');
export const nulMessage =
  (field: string): RuleMessage =>
  () =>
    ruleMessages.noNul(field);

/**
 * Characters that make one line of text show as something else: C0 and C1 controls (ANSI escape
 * sequences start with one) and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), with which a name can pose as another in an admin's table.
 */
// eslint-disable-next-line no-control-regex
const DISGUISING = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const readsAsShown = (text: string) => !DISGUISING.test(text);
/** The text with those characters taken out, for names that come from elsewhere (a provider). */
export const withoutDisguise = (text: string) =>
  text.replace(new RegExp(DISGUISING.source, 'g'), '');
export const disguised =
  (field: string): RuleMessage =>
  () =>
    ruleMessages.disguised(field);

/** Required text, trimmed, of at most `max` characters, without NUL. */
export function requiredTextRules(
  field: string,
  max: number,
  requiredMessage: RuleMessage = () => ruleMessages.required(field),
): TextRules {
  return {
    trim: true,
    required: requiredMessage,
    maxLength: [max, () => ruleMessages.maxLength(field, max)],
    tests: [[hasNoNul, nulMessage(field)]],
  };
}

/** A name or a title: required text on one line, shown as it reads. */
export function nameRules(field: string, max: number, requiredMessage?: RuleMessage): TextRules {
  const rules = requiredTextRules(field, max, requiredMessage);
  return { ...rules, tests: [...rules.tests, [readsAsShown, disguised(field)]] };
}

export function checkText(rules: TextRules, value: string): Checked<string> {
  const text = rules.trim ? value.trim() : value;
  const broken =
    (text.length < 1 && rules.required) ||
    (rules.minLength && text.length < rules.minLength[0] && rules.minLength[1]) ||
    (rules.maxLength && text.length > rules.maxLength[0] && rules.maxLength[1]) ||
    rules.tests.find(([test]) => !test(text))?.[1];
  return broken ? { message: messageOf(broken) } : { value: text };
}

/** A form's fields checked against their rules: the values as read, or each refusal's message. */
export function checkFields<K extends string>(
  rules: Record<K, TextRules>,
  values: Record<K, string>,
): { values: Record<K, string> } | { errors: Partial<Record<K, string>> } {
  const read = {} as Record<K, string>;
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(rules) as K[]) {
    const checked = checkText(rules[field], values[field]);
    if ('message' in checked) errors[field] = checked.message;
    else read[field] = checked.value;
  }
  return Object.keys(errors).length ? { errors } : { values: read };
}

/** The message for a value that is none of `values`: `fee must be free or paid`. */
export const oneOfMessage =
  (field: string, values: readonly string[]): (() => string) =>
  () =>
    ruleMessages.oneOf(field, values.slice(0, -1).join(', '), String(values.at(-1)));

export function checkOneOf<T extends string>(
  field: string,
  values: readonly T[],
  value: string,
): Checked<T> {
  return values.includes(value as T)
    ? { value: value as T }
    : { message: oneOfMessage(field, values)() };
}
