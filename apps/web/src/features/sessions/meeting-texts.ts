/**
 * What the meeting screens say (docs/product.md#meetings): the weekly pattern and preview of the
 * create form, the session page's list, and the tutor's changes. Named once so the screens and
 * their tests agree; the API's refusals come with their own message and are shown as sent.
 */
export const meetingTexts = {
  // The create form.
  repeatsWeekly: 'Repeats weekly',
  everyDayHint:
    'Unless it repeats weekly, the class meets every day from its start date to its end date, at its times.',
  weeklyHint: 'From the class start date, on the weekdays chosen, until the last day.',
  weekdays: 'On',
  until: 'Until',
  skipping: 'Skipping',
  skipDate: 'Date to skip',
  addSkip: 'Skip date',
  removeSkip: (day: string) => `Remove ${day}`,
  remove: 'Remove',
  skippedDates: 'Skipped dates',
  noSkips: 'No dates skipped.',
  chooseWeekday: 'Choose at least one weekday',
  previewTitle: 'Meetings this makes',
  previewWaiting: 'Fill in the class dates and times to see its meetings.',
  meetsTimes: (count: number) =>
    count === 1 ? 'The class meets once.' : `The class meets ${count} times.`,
  previewList: 'Planned meetings',
  schoolTime: (zone: string) => `In ${zone}:`,

  // The session page.
  listTitle: 'Meetings',
  next: 'Next',
  now: 'Now',
  past: 'Past',
  pastList: 'Past meetings',
  cancelled: 'Cancelled',
  movedBadge: 'Time changed',
  noneAhead: 'No meetings ahead.',
  showAll: (count: number) => `Show all ${count} meetings`,
  showFewer: 'Show fewer meetings',

  // The tutor's changes.
  manageTitle: 'Meetings',
  toldOfChanges:
    'Everyone booked is told of each change in-app and by email, with an updated calendar entry.',
  timesIn: (zone: string) => `Dates and times in ${zone}.`,
  inYourZone: 'In your time zone:',
  nothingToChange: 'No meeting ahead can be changed.',
  move: 'Move',
  moveLabel: (when: string) => `Move the meeting of ${when}`,
  moveTitle: (when: string) => `Move the meeting of ${when}`,
  moveSubmit: 'Move meeting',
  meetingMoved: 'Meeting moved; everyone booked is told.',
  cancel: 'Cancel',
  cancelLabel: (when: string) => `Cancel the meeting of ${when}`,
  cancelTitle: 'Cancel this meeting?',
  cancelText: (when: string) =>
    `The meeting of ${when} will not take place. Everyone booked is told in-app and by email, and their calendars drop it. The class's other meetings stay as they are.`,
  confirmCancel: 'Yes, cancel meeting',
  keepMeeting: 'Keep meeting',
  meetingCancelled: 'Meeting cancelled; everyone booked is told.',
  add: 'Add a meeting',
  addSubmit: 'Add meeting',
  meetingAdded: 'Meeting added; everyone booked is told.',
  close: 'Close',
  date: 'Date',
  start: 'Start',
  end: 'End',
  reason: 'Reason (told to everyone booked)',
  reasonOptional: 'Reason (optional, told to everyone booked)',
  changeFailed: 'The meeting could not be changed.',
};

/** The days of the week as `repeat.days` numbers them (0 Sunday … 6 Saturday), Monday first. */
export const WEEKDAYS = [
  { day: 1, name: 'Monday', short: 'Mon' },
  { day: 2, name: 'Tuesday', short: 'Tue' },
  { day: 3, name: 'Wednesday', short: 'Wed' },
  { day: 4, name: 'Thursday', short: 'Thu' },
  { day: 5, name: 'Friday', short: 'Fri' },
  { day: 6, name: 'Saturday', short: 'Sat' },
  { day: 0, name: 'Sunday', short: 'Sun' },
] as const;
