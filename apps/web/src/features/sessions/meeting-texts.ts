import { t } from '@/lib/i18n';

/**
 * What the meeting screens say (docs/product.md#meetings): the weekly pattern and preview of the
 * create form, the session page's list, and the tutor's changes. Named once so the screens and
 * their tests agree; the API's refusals come with their own message and are shown as sent. Each
 * is read from the catalogue (apps/web/src/locales/<language>/meetings.json) when shown.
 */
export const meetingTexts = {
  // The create form.
  get repeatsWeekly() {
    return t('meetings.repeatsWeekly');
  },
  get everyDayHint() {
    return t('meetings.everyDayHint');
  },
  get weeklyHint() {
    return t('meetings.weeklyHint');
  },
  get weekdays() {
    return t('meetings.weekdays');
  },
  get until() {
    return t('meetings.until');
  },
  get skipping() {
    return t('meetings.skipping');
  },
  get skipDate() {
    return t('meetings.skipDate');
  },
  get skipRequired() {
    return t('meetings.skipRequired');
  },
  get skipInvalid() {
    return t('meetings.skipInvalid');
  },
  skipOutOfRange: (first: string, last: string) => t('meetings.skipOutOfRange', { first, last }),
  get addSkip() {
    return t('meetings.addSkip');
  },
  removeSkip: (day: string) => t('meetings.removeSkip', { day }),
  get remove() {
    return t('meetings.remove');
  },
  get skippedDates() {
    return t('meetings.skippedDates');
  },
  get noSkips() {
    return t('meetings.noSkips');
  },
  get chooseWeekday() {
    return t('meetings.chooseWeekday');
  },
  get previewTitle() {
    return t('meetings.previewTitle');
  },
  get previewWaiting() {
    return t('meetings.previewWaiting');
  },
  meetsTimes: (count: number) => t('meetings.meetsTimes', { count }),
  get previewList() {
    return t('meetings.previewList');
  },
  schoolTime: (zone: string) => t('meetings.schoolTime', { zone }),

  // The session page.
  get listTitle() {
    return t('meetings.listTitle');
  },
  get next() {
    return t('meetings.next');
  },
  get now() {
    return t('meetings.now');
  },
  get past() {
    return t('meetings.past');
  },
  get pastList() {
    return t('meetings.pastList');
  },
  get cancelled() {
    return t('meetings.cancelled');
  },
  get movedBadge() {
    return t('meetings.movedBadge');
  },
  get noneAhead() {
    return t('meetings.noneAhead');
  },
  showAll: (count: number) => t('meetings.showAll', { count }),
  get showFewer() {
    return t('meetings.showFewer');
  },

  // The tutor's changes.
  get manageTitle() {
    return t('meetings.manageTitle');
  },
  get toldOfChanges() {
    return t('meetings.toldOfChanges');
  },
  timesIn: (zone: string) => t('meetings.timesIn', { zone }),
  get inYourZone() {
    return t('meetings.inYourZone');
  },
  get nothingToChange() {
    return t('meetings.nothingToChange');
  },
  get move() {
    return t('meetings.move');
  },
  moveLabel: (when: string) => t('meetings.moveOf', { when }),
  moveTitle: (when: string) => t('meetings.moveOf', { when }),
  get moveSubmit() {
    return t('meetings.moveSubmit');
  },
  get meetingMoved() {
    return t('meetings.meetingMoved');
  },
  get cancel() {
    return t('meetings.cancel');
  },
  cancelLabel: (when: string) => t('meetings.cancelLabel', { when }),
  get cancelTitle() {
    return t('meetings.cancelTitle');
  },
  cancelText: (when: string) => t('meetings.cancelText', { when }),
  get confirmCancel() {
    return t('meetings.confirmCancel');
  },
  get keepMeeting() {
    return t('meetings.keepMeeting');
  },
  get meetingCancelled() {
    return t('meetings.meetingCancelled');
  },
  get add() {
    return t('meetings.add');
  },
  get addSubmit() {
    return t('meetings.addSubmit');
  },
  get meetingAdded() {
    return t('meetings.meetingAdded');
  },
  get close() {
    return t('meetings.close');
  },
  get date() {
    return t('meetings.date');
  },
  get start() {
    return t('meetings.start');
  },
  get end() {
    return t('meetings.end');
  },
  get reason() {
    return t('meetings.reason');
  },
  get reasonOptional() {
    return t('meetings.reasonOptional');
  },
};

/** The days of the week as `repeat.days` numbers them (0 Sunday … 6 Saturday), Monday first. */
export const WEEKDAYS = [
  {
    day: 1,
    get name() {
      return t('meetings.weekday.monday');
    },
    get short() {
      return t('meetings.weekdayShort.monday');
    },
  },
  {
    day: 2,
    get name() {
      return t('meetings.weekday.tuesday');
    },
    get short() {
      return t('meetings.weekdayShort.tuesday');
    },
  },
  {
    day: 3,
    get name() {
      return t('meetings.weekday.wednesday');
    },
    get short() {
      return t('meetings.weekdayShort.wednesday');
    },
  },
  {
    day: 4,
    get name() {
      return t('meetings.weekday.thursday');
    },
    get short() {
      return t('meetings.weekdayShort.thursday');
    },
  },
  {
    day: 5,
    get name() {
      return t('meetings.weekday.friday');
    },
    get short() {
      return t('meetings.weekdayShort.friday');
    },
  },
  {
    day: 6,
    get name() {
      return t('meetings.weekday.saturday');
    },
    get short() {
      return t('meetings.weekdayShort.saturday');
    },
  },
  {
    day: 0,
    get name() {
      return t('meetings.weekday.sunday');
    },
    get short() {
      return t('meetings.weekdayShort.sunday');
    },
  },
] as const;
