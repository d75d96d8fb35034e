import { currentLanguage, t } from '@/lib/i18n';

/** Sunday 4 January 1970 (UTC), the first Sunday of the epoch: the week the names are read from. */
const FIRST_SUNDAY = Date.UTC(1970, 0, 4);

/** The days of the week from Sunday, named by `Intl` in the current language ('Monday', 'Lunes'). */
export function weekdayNames(): string[] {
  const language = currentLanguage();
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => {
    const name = format.format(new Date(FIRST_SUNDAY + day * 86_400_000));
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  });
}

/**
 * The lesson screens' own texts (docs/product.md#lesson-screens): availability, lesson types, the
 * time picker and the lessons lists, named here once so the screens and their tests agree; each
 * reads the current language's catalogue (apps/web/src/locales/<language>/lessons.json).
 */
export const lessonTexts = {
  minutes: (n: number) => t('lessons.minutes', { n }),
  get bookTitle() {
    return t('lessons.bookTitle');
  },
  get bookIntro() {
    return t('lessons.bookIntro');
  },
  get chooseType() {
    return t('lessons.chooseType');
  },
  get chooseTime() {
    return t('lessons.chooseTime');
  },
  yourZone: (zone: string) => t('lessons.yourZone', { zone }),
  tutorZone: (name: string, zone: string) => t('lessons.tutorZone', { name, zone }),
  get daysLabel() {
    return t('lessons.daysLabel');
  },
  get earlierDays() {
    return t('lessons.earlierDays');
  },
  get laterDays() {
    return t('lessons.laterDays');
  },
  timesOn: (day: string) => t('lessons.timesOn', { day }),
  freeCount: (n: number) => t('lessons.freeCount', { n }),
  get noTimesThatDay() {
    return t('lessons.noTimesThatDay');
  },
  get noTimesShown() {
    return t('lessons.noTimesShown');
  },
  get loadingTimes() {
    return t('lessons.loadingTimes');
  },
  get timesFailed() {
    return t('lessons.timesFailed');
  },
  get chosen() {
    return t('lessons.chosen');
  },
  get confirmBooking() {
    return t('lessons.confirmBooking');
  },
  pay: (fee: string) => t('lessons.pay', { fee }),
  booked: (when: string) => t('lessons.booked', { when }),
  get seeLessons() {
    return t('lessons.seeLessons');
  },
  get signInToBook() {
    return t('lessons.signInToBook');
  },
  get studentsOnly() {
    return t('lessons.studentsOnly');
  },
};
