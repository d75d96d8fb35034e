import { type MessageTree, messageView } from './i18n/message-view';

/**
 * The English source of the API schemas' refusals that name a field by its JSON name
 * (`capacity must be a whole number`), as the HTTP contract promises; `fieldMessages` reads them
 * in the reader's language (docs/languages.md#the-shared-messages), the field's name staying its
 * JSON name in every language. The refusals of the text rules, which the pages without zod use
 * too, are text-rules.ts's `ruleMessages`. Apart from messages.ts so that only the pages that
 * check with the schemas carry these texts (docs/performance.md#web-budget).
 */
export const englishFieldMessages = {
  text: (field: string) => `${field} must be text`,
  number: (field: string) => `${field} must be a number`,
  wholeNumber: (field: string) => `${field} must be a whole number`,
  wholeNumberOrNull: (field: string) => `${field} must be a whole number or null`,
  wholeMinutes: (field: string) => `${field} must be a whole number of minutes`,
  wholeHours: (field: string) => `${field} must be a whole number of hours`,
  wholeDays: (field: string) => `${field} must be a whole number of days`,
  trueOrFalse: (field: string) => `${field} must be true or false`,
  emailAddress: (field: string) => `${field} must be an email address`,
  validEmail: (field: string) => `${field} must be a valid email address`,
  atLeast: (field: string, min: number) => `${field} must be at least ${min}`,
  atMost: (field: string, max: number) => `${field} must be at most ${max}`,
  orMore: (field: string, min: number) => `${field} must be ${min} or more`,
  between: (field: string, min: number, max: number) =>
    `${field} must be between ${min} and ${max}`,
  multipleOf: (field: string, step: number) => `${field} must be a multiple of ${step}`,
  twoDecimals: (field: string) => `${field} must have at most two decimals`,
  /** A value that can be only one thing (`include can only be cancelled`). */
  onlyValue: (field: string, value: string) => `${field} can only be ${value}`,
  onlySetTo: (field: string, value: string) => `${field} can only be set to ${value}`,
  oneValue: (field: string, value: string) => `${field} must be ${value}`,
  after: (field: string, other: string) => `${field} must be after ${other}`,
  tooLong: (field: string) => `${field} is too long`,
  tooLarge: (field: string) => `${field} is too large`,
  notValid: (field: string) => `${field} is not valid`,
  /** `fields` all but the last of the fields, joined with commas: one of them must be given. */
  oneRequired: (fields: string, last: string) => `${fields} or ${last} is required`,
  notBoth: (field: string, other: string) => `Give ${field} or ${other}, not both`,
  anyField: 'Give at least one field to change',
  linkControls: (field: string) =>
    `${field} must not contain control characters (line breaks, tabs…)`,
  linkSpaces: (field: string) => `${field} must not contain spaces or invisible characters`,
  httpLink: (field: string) => `${field} must be an http(s) link`,
  imageLink: (field: string) => `${field} must be an uploaded image or an http(s) link`,
  clockTime: (field: string) => `${field} must be a time (HH:MM)`,
  clockTime24: (field: string) => `${field} must be a time (HH:MM, 24-hour)`,
  dayTime: (field: string) =>
    `${field} must be a time (HH:MM, 24-hour; 24:00 for the end of the day)`,
  instant: (field: string) => `${field} must be a date and time (ISO 8601 with an offset)`,
  timeZone: (field: string) => `${field} must be a time zone name such as Europe/Berlin`,
  knownTimeZone: (field: string) => `${field} must be a known time zone name such as Europe/Berlin`,
  weekday: (field: string) => `${field} must be a weekday from 0 (Sunday) to 6 (Saturday)`,
  weekdays: (field: string) => `${field} must hold weekdays from 0 (Sunday) to 6 (Saturday)`,
  weekdayOnce: (field: string) => `${field} holds each weekday once`,
  /** `shape` is the JSON of one item: `{ date, start, end }`. */
  listOf: (field: string, shape: string) => `${field} must be a list of ${shape}`,
  listOfWeekdays: (field: string) => `${field} must be a list of weekdays`,
  listOfDates: (field: string) => `${field} must be a list of dates`,
  listOfTexts: (field: string) => `${field} must be a list of texts`,
  needsMeeting: (field: string) => `${field} needs at least one meeting`,
  needsWeekday: (field: string) => `${field} needs at least one weekday`,
  atMostRanges: (field: string, max: number) => `${field} holds at most ${max} ranges`,
  atMostDates: (field: string, max: number) => `${field} holds at most ${max} dates`,
  atMostEntries: (field: string, max: number) => `${field} must have at most ${max} entries`,
  dateTwice: (field: string, date: string) => `${field} has ${date} twice`,
  weeklyOverlap: 'weekly ranges of one day must not overlap',
  datedOverlap: 'ranges of one date must not overlap',
  daysAfter: (field: string, max: number, other: string) =>
    `${field} must be at most ${max} days after ${other}`,
  daysApart: (field: string, other: string, max: number) =>
    `${field} and ${other} may be at most ${max} days apart`,
  meetingsAtMost: (max: number) => `A session meets at most ${max} times`,
  noMeeting: 'These dates give no meeting',
  meetingsOverlap: (date: string) => `Meetings on ${date} overlap`,
  switches: (field: string) => `${field} must be an object of true/false switches`,
  emptySubject: (field: string) => `${field} must not contain an empty subject`,
  subjectAtMost: (max: number) => `each subject must be at most ${max} characters`,
  cents: (field: string) => `${field} must be a number of cents`,
  wholeCents: (field: string) => `${field} must be a whole number of cents`,
  oneCent: (field: string) => `${field} must be at least 1 cent`,
  centsAtMost: (field: string, max: number) => `${field} must be at most ${max} cents`,
  /** `kinds` all but the last kind of export, joined with commas. */
  exportKind: (kinds: string, last: string) => `The export must be ${kinds} or ${last}`,
} as const satisfies MessageTree;

/** Their catalogue keys start with `fields.` (`fields.wholeNumber`). */
export const fieldMessages = /* @__PURE__ */ messageView(englishFieldMessages, 'fields.');
