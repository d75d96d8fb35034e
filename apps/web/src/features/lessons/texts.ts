import { currentLanguage, t } from '@/lib/i18n';

/** Sunday 4 January 1970 (UTC), the first Sunday of the epoch: the week the names are read from. */
const FIRST_SUNDAY = Date.UTC(1970, 0, 4);

/** The days of the week from Sunday, named by `Intl` in the current language ('Monday', 'Lunes'). */
function weekdayNames(): string[] {
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
  get weekdays() {
    return weekdayNames();
  },
  get availabilityTitle() {
    return t('lessons.availabilityTitle');
  },
  get loadingAvailability() {
    return t('lessons.loadingAvailability');
  },
  get availabilityIntro() {
    return t('lessons.availabilityIntro');
  },
  get timeZone() {
    return t('lessons.timeZone');
  },
  timesIn: (zone: string, id: string) => t('lessons.timesIn', { zone, id }),
  yourZoneDiffers: (zone: string) => t('lessons.yourZoneDiffers', { zone }),
  get weeklyHours() {
    return t('lessons.weeklyHours');
  },
  get toMidnight() {
    return t('lessons.toMidnight');
  },
  get from() {
    return t('lessons.from');
  },
  get to() {
    return t('lessons.to');
  },
  get unavailable() {
    return t('lessons.unavailable');
  },
  get addHours() {
    return t('lessons.addHours');
  },
  addHoursOn: (day: string) => t('lessons.addHoursOn', { day }),
  removeHours: (what: string) => t('lessons.removeHours', { what }),
  get overrides() {
    return t('lessons.overrides');
  },
  get overridesIntro() {
    return t('lessons.overridesIntro');
  },
  get noOverrides() {
    return t('lessons.noOverrides');
  },
  get date() {
    return t('lessons.date');
  },
  get addDate() {
    return t('lessons.addDate');
  },
  removeDate: (date: string) => t('lessons.removeDate', { date }),
  get unavailableAllDay() {
    return t('lessons.unavailableAllDay');
  },
  get saveAvailability() {
    return t('lessons.saveAvailability');
  },
  get availabilitySaved() {
    return t('lessons.availabilitySaved');
  },
  get fixErrors() {
    return t('lessons.fixErrors');
  },
  get lessonTypesTitle() {
    return t('lessons.lessonTypesTitle');
  },
  get yourLessonTypes() {
    return t('lessons.yourLessonTypes');
  },
  get newLessonType() {
    return t('lessons.newLessonType');
  },
  get createLessonType() {
    return t('lessons.createLessonType');
  },
  created: (title: string) => t('lessons.created', { title }),
  get edit() {
    return t('lessons.edit');
  },
  editTitle: (title: string) => t('lessons.editTitle', { title }),
  get saveChanges() {
    return t('lessons.saveChanges');
  },
  saved: (title: string) => t('lessons.saved', { title }),
  get askAgain() {
    return t('lessons.askAgain');
  },
  askedAgain: (title: string) => t('lessons.askedAgain', { title }),
  get retire() {
    return t('lessons.retire');
  },
  get retireTitle() {
    return t('lessons.retireTitle');
  },
  retireText: (title: string) => t('lessons.retireText', { title }),
  get confirmRetire() {
    return t('lessons.confirmRetire');
  },
  retired: (title: string) => t('lessons.retired', { title }),
  get retiredBadge() {
    return t('lessons.retiredBadge');
  },
  get noLessonTypes() {
    return t('lessons.noLessonTypes');
  },
  get loadingTypes() {
    return t('lessons.loadingTypes');
  },
  get typesFailed() {
    return t('lessons.typesFailed');
  },
  get rejectionReason() {
    return t('lessons.rejectionReason');
  },
  get feedback() {
    return t('lessons.feedback');
  },
  minutes: (n: number) => t('lessons.minutes', { n }),
  get fee() {
    return t('lessons.fee');
  },
  get length() {
    return t('lessons.length');
  },
  get place() {
    return t('lessons.place');
  },
  get toApprove() {
    return t('lessons.toApprove');
  },
  get noneToApprove() {
    return t('lessons.noneToApprove');
  },
  typesWaiting: (n: number) => t('lessons.typesWaiting', { n }),
  get reviewTypes() {
    return t('lessons.reviewTypes');
  },
  approveTitle: (title: string) => t('lessons.approveTitle', { title }),
  rejectTitle: (title: string) => t('lessons.rejectTitle', { title }),
  get approvedType() {
    return t('lessons.approvedType');
  },
  get rejectedType() {
    return t('lessons.rejectedType');
  },
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
  get myLessons() {
    return t('lessons.myLessons');
  },
  get upcoming() {
    return t('lessons.upcoming');
  },
  get past() {
    return t('lessons.past');
  },
  get cancelled() {
    return t('lessons.cancelled');
  },
  get loadingLessons() {
    return t('lessons.loadingLessons');
  },
  get lessonsFailed() {
    return t('lessons.lessonsFailed');
  },
  get with() {
    return t('lessons.with');
  },
  get student() {
    return t('lessons.student');
  },
  get when() {
    return t('lessons.when');
  },
  get link() {
    return t('lessons.link');
  },
  get joinLink() {
    return t('lessons.joinLink');
  },
  get cancelledOn() {
    return t('lessons.cancelledOn');
  },
  get refund() {
    return t('lessons.refund');
  },
  get reschedule() {
    return t('lessons.reschedule');
  },
  rescheduleTitle: (title: string) => t('lessons.rescheduleTitle', { title }),
  rescheduleNow: (when: string) => t('lessons.rescheduleNow', { when }),
  get confirmReschedule() {
    return t('lessons.confirmReschedule');
  },
  rescheduled: (when: string) => t('lessons.rescheduled', { when }),
  get cancelLesson() {
    return t('lessons.cancelLesson');
  },
  get cancelTitle() {
    return t('lessons.cancelTitle');
  },
  cancelText: (title: string, when: string) => t('lessons.cancelText', { title, when }),
  refundInFull: (amount: string) => t('lessons.refundInFull', { amount }),
  get nothingToRefund() {
    return t('lessons.nothingToRefund');
  },
  otherIsTold: (who: string) => t('lessons.otherIsTold', { who }),
  cancelUntil: (deadline: string) => t('lessons.cancelUntil', { deadline }),
  deadlinePassed: (deadline: string) => t('lessons.deadlinePassed', { deadline }),
  get confirmCancel() {
    return t('lessons.confirmCancel');
  },
  get keepLesson() {
    return t('lessons.keepLesson');
  },
  cancelledResult: (title: string) => t('lessons.cancelledResult', { title }),
  get reason() {
    return t('lessons.reason');
  },
  get attendance() {
    return t('lessons.attendance');
  },
  attendanceOf: (name: string) => t('lessons.attendanceOf', { name }),
  get notMarked() {
    return t('lessons.notMarked');
  },
  attendanceSaved: (name: string) => t('lessons.attendanceSaved', { name }),
  get attendanceAfterStart() {
    return t('lessons.attendanceAfterStart');
  },
  pagesOf: (name: string) => t('lessons.pagesOf', { name }),
  get approve() {
    return t('lessons.approve');
  },
  get reject() {
    return t('lessons.reject');
  },
  approveOne: (title: string) => t('lessons.approveOne', { title }),
  rejectOne: (title: string) => t('lessons.rejectOne', { title }),
  get approveAs() {
    return t('lessons.approveAs');
  },
  get free() {
    return t('lessons.free');
  },
  get paid() {
    return t('lessons.paid');
  },
  get feeUsd() {
    return t('lessons.feeUsd');
  },
  get cancel() {
    return t('lessons.cancel');
  },
  get rejectReason() {
    return t('lessons.rejectReason');
  },
  get rejectFeedback() {
    return t('lessons.rejectFeedback');
  },
  rangeName: (day: string, index: number) => t('lessons.rangeName', { day, n: index + 1 }),
  overrideName: (date: string) => date || t('lessons.newDate'),
  get retireDetails() {
    return [t('lessons.retireStays'), t('lessons.retireFinal')];
  },
  cancelledWhen: (when: string, by: 'student' | 'tutor' | 'admin') =>
    t('lessons.cancelledWhen', { when, by }),
  fields: {
    get title() {
      return t('lessons.field.title');
    },
    get description() {
      return t('lessons.field.description');
    },
    get durationMinutes() {
      return t('lessons.field.durationMinutes');
    },
    get bufferBeforeMinutes() {
      return t('lessons.field.bufferBeforeMinutes');
    },
    get bufferAfterMinutes() {
      return t('lessons.field.bufferAfterMinutes');
    },
    get minimumNoticeHours() {
      return t('lessons.field.minimumNoticeHours');
    },
    get horizonDays() {
      return t('lessons.field.horizonDays');
    },
    get maxPerDay() {
      return t('lessons.field.maxPerDay');
    },
    get location() {
      return t('lessons.field.location');
    },
    get meetingUrl() {
      return t('lessons.field.meetingUrl');
    },
  },
  columns: {
    get title() {
      return t('lessons.column.title');
    },
    get tutor() {
      return t('lessons.column.tutor');
    },
    get length() {
      return t('lessons.column.length');
    },
    get actions() {
      return t('lessons.column.actions');
    },
  },
  status: {
    get pending() {
      return t('lessons.status.pending');
    },
    get approved() {
      return t('lessons.status.approved');
    },
    get rejected() {
      return t('lessons.status.rejected');
    },
  },
  noLessons: {
    get upcoming() {
      return t('lessons.noLessons.upcoming');
    },
    get past() {
      return t('lessons.noLessons.past');
    },
    get cancelled() {
      return t('lessons.noLessons.cancelled');
    },
  },
  refundStates: {
    pending: (amount: string) => t('lessons.refundState.pending', { amount }),
    succeeded: (amount: string) => t('lessons.refundState.succeeded', { amount }),
    failed: (amount: string) => t('lessons.refundState.failed', { amount }),
  } as Record<string, (amount: string) => string>,
};
