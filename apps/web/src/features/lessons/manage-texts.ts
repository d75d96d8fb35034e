import type { AttendanceStatus } from '@studyhall/shared';
import { weekdayNames } from './texts';
import { t } from '@/lib/i18n';

/**
 * The texts of the lesson screens only the dashboard shows (availability, lesson types, the lessons
 * lists), apart from lessonTexts (texts.ts) so that a tutor's public page does not carry them
 * (docs/performance.md#web-budget). Each reads the current language's catalogue
 * (apps/web/src/locales/<language>/lessons-manage.json) when shown.
 */
export const lessonManageTexts = {
  get weekdays() {
    return weekdayNames();
  },
  get availabilityTitle() {
    return t('lessons-manage.availabilityTitle');
  },
  get loadingAvailability() {
    return t('lessons-manage.loadingAvailability');
  },
  get availabilityIntro() {
    return t('lessons-manage.availabilityIntro');
  },
  get timeZone() {
    return t('lessons-manage.timeZone');
  },
  timesIn: (zone: string, id: string) => t('lessons-manage.timesIn', { zone, id }),
  yourZoneDiffers: (zone: string) => t('lessons-manage.yourZoneDiffers', { zone }),
  get weeklyHours() {
    return t('lessons-manage.weeklyHours');
  },
  get toMidnight() {
    return t('lessons-manage.toMidnight');
  },
  get from() {
    return t('lessons-manage.from');
  },
  get to() {
    return t('lessons-manage.to');
  },
  get unavailable() {
    return t('lessons-manage.unavailable');
  },
  get addHours() {
    return t('lessons-manage.addHours');
  },
  addHoursOn: (day: string) => t('lessons-manage.addHoursOn', { day }),
  removeHours: (what: string) => t('lessons-manage.removeHours', { what }),
  get overrides() {
    return t('lessons-manage.overrides');
  },
  get overridesIntro() {
    return t('lessons-manage.overridesIntro');
  },
  get noOverrides() {
    return t('lessons-manage.noOverrides');
  },
  get date() {
    return t('lessons-manage.date');
  },
  get addDate() {
    return t('lessons-manage.addDate');
  },
  removeDate: (date: string) => t('lessons-manage.removeDate', { date }),
  get unavailableAllDay() {
    return t('lessons-manage.unavailableAllDay');
  },
  get saveAvailability() {
    return t('lessons-manage.saveAvailability');
  },
  get availabilitySaved() {
    return t('lessons-manage.availabilitySaved');
  },
  get fixErrors() {
    return t('lessons-manage.fixErrors');
  },
  get lessonTypesTitle() {
    return t('lessons-manage.lessonTypesTitle');
  },
  get yourLessonTypes() {
    return t('lessons-manage.yourLessonTypes');
  },
  get newLessonType() {
    return t('lessons-manage.newLessonType');
  },
  get createLessonType() {
    return t('lessons-manage.createLessonType');
  },
  created: (title: string) => t('lessons-manage.created', { title }),
  get edit() {
    return t('lessons-manage.edit');
  },
  editTitle: (title: string) => t('lessons-manage.editTitle', { title }),
  get saveChanges() {
    return t('lessons-manage.saveChanges');
  },
  saved: (title: string) => t('lessons-manage.saved', { title }),
  get askAgain() {
    return t('lessons-manage.askAgain');
  },
  askedAgain: (title: string) => t('lessons-manage.askedAgain', { title }),
  get retire() {
    return t('lessons-manage.retire');
  },
  get retireTitle() {
    return t('lessons-manage.retireTitle');
  },
  retireText: (title: string) => t('lessons-manage.retireText', { title }),
  get confirmRetire() {
    return t('lessons-manage.confirmRetire');
  },
  retired: (title: string) => t('lessons-manage.retired', { title }),
  get retiredBadge() {
    return t('lessons-manage.retiredBadge');
  },
  get noLessonTypes() {
    return t('lessons-manage.noLessonTypes');
  },
  get loadingTypes() {
    return t('lessons-manage.loadingTypes');
  },
  get typesFailed() {
    return t('lessons-manage.typesFailed');
  },
  get rejectionReason() {
    return t('lessons-manage.rejectionReason');
  },
  get feedback() {
    return t('lessons-manage.feedback');
  },
  get fee() {
    return t('lessons-manage.fee');
  },
  get length() {
    return t('lessons-manage.length');
  },
  get place() {
    return t('lessons-manage.place');
  },
  get toApprove() {
    return t('lessons-manage.toApprove');
  },
  get noneToApprove() {
    return t('lessons-manage.noneToApprove');
  },
  typesWaiting: (n: number) => t('lessons-manage.typesWaiting', { n }),
  get reviewTypes() {
    return t('lessons-manage.reviewTypes');
  },
  approveTitle: (title: string) => t('lessons-manage.approveTitle', { title }),
  rejectTitle: (title: string) => t('lessons-manage.rejectTitle', { title }),
  get approvedType() {
    return t('lessons-manage.approvedType');
  },
  get rejectedType() {
    return t('lessons-manage.rejectedType');
  },
  get myLessons() {
    return t('lessons-manage.myLessons');
  },
  get upcoming() {
    return t('lessons-manage.upcoming');
  },
  get past() {
    return t('lessons-manage.past');
  },
  get cancelled() {
    return t('lessons-manage.cancelled');
  },
  get loadingLessons() {
    return t('lessons-manage.loadingLessons');
  },
  get lessonsFailed() {
    return t('lessons-manage.lessonsFailed');
  },
  get with() {
    return t('lessons-manage.with');
  },
  get student() {
    return t('lessons-manage.student');
  },
  get when() {
    return t('lessons-manage.when');
  },
  get link() {
    return t('lessons-manage.link');
  },
  get joinLink() {
    return t('lessons-manage.joinLink');
  },
  get cancelledOn() {
    return t('lessons-manage.cancelledOn');
  },
  get refund() {
    return t('lessons-manage.refund');
  },
  get reschedule() {
    return t('lessons-manage.reschedule');
  },
  rescheduleTitle: (title: string) => t('lessons-manage.rescheduleTitle', { title }),
  rescheduleNow: (when: string) => t('lessons-manage.rescheduleNow', { when }),
  get confirmReschedule() {
    return t('lessons-manage.confirmReschedule');
  },
  rescheduled: (when: string) => t('lessons-manage.rescheduled', { when }),
  get cancelLesson() {
    return t('lessons-manage.cancelLesson');
  },
  get cancelTitle() {
    return t('lessons-manage.cancelTitle');
  },
  cancelText: (title: string, when: string) => t('lessons-manage.cancelText', { title, when }),
  refundInFull: (amount: string) => t('lessons-manage.refundInFull', { amount }),
  get nothingToRefund() {
    return t('lessons-manage.nothingToRefund');
  },
  otherIsTold: (who: string) => t('lessons-manage.otherIsTold', { who }),
  cancelUntil: (deadline: string) => t('lessons-manage.cancelUntil', { deadline }),
  deadlinePassed: (deadline: string) => t('lessons-manage.deadlinePassed', { deadline }),
  get confirmCancel() {
    return t('lessons-manage.confirmCancel');
  },
  get keepLesson() {
    return t('lessons-manage.keepLesson');
  },
  cancelledResult: (title: string) => t('lessons-manage.cancelledResult', { title }),
  get reason() {
    return t('lessons-manage.reason');
  },
  get attendance() {
    return t('lessons-manage.attendance');
  },
  attendanceOf: (name: string) => t('lessons-manage.attendanceOf', { name }),
  get notMarked() {
    return t('lessons-manage.notMarked');
  },
  /** A mark of attendance, as its button says it. */
  attendanceStatus: (status: AttendanceStatus) =>
    status === 'present' ? t('lessons-manage.present') : t('lessons-manage.absent'),
  attendanceSaved: (name: string) => t('lessons-manage.attendanceSaved', { name }),
  get attendanceAfterStart() {
    return t('lessons-manage.attendanceAfterStart');
  },
  pagesOf: (name: string) => t('lessons-manage.pagesOf', { name }),
  get approve() {
    return t('lessons-manage.approve');
  },
  get reject() {
    return t('lessons-manage.reject');
  },
  approveOne: (title: string) => t('lessons-manage.approveOne', { title }),
  rejectOne: (title: string) => t('lessons-manage.rejectOne', { title }),
  get approveAs() {
    return t('lessons-manage.approveAs');
  },
  get free() {
    return t('lessons-manage.free');
  },
  get paid() {
    return t('lessons-manage.paid');
  },
  get feeUsd() {
    return t('lessons-manage.feeUsd');
  },
  get cancel() {
    return t('lessons-manage.cancel');
  },
  get rejectReason() {
    return t('lessons-manage.rejectReason');
  },
  get rejectFeedback() {
    return t('lessons-manage.rejectFeedback');
  },
  rangeName: (day: string, index: number) => t('lessons-manage.rangeName', { day, n: index + 1 }),
  overrideName: (date: string) => date || t('lessons-manage.newDate'),
  get retireDetails() {
    return [t('lessons-manage.retireStays'), t('lessons-manage.retireFinal')];
  },
  cancelledWhen: (when: string, by: 'student' | 'tutor' | 'admin') =>
    t('lessons-manage.cancelledWhen', { when, by }),
  fields: {
    get title() {
      return t('lessons-manage.field.title');
    },
    get description() {
      return t('lessons-manage.field.description');
    },
    get durationMinutes() {
      return t('lessons-manage.field.durationMinutes');
    },
    get bufferBeforeMinutes() {
      return t('lessons-manage.field.bufferBeforeMinutes');
    },
    get bufferAfterMinutes() {
      return t('lessons-manage.field.bufferAfterMinutes');
    },
    get minimumNoticeHours() {
      return t('lessons-manage.field.minimumNoticeHours');
    },
    get horizonDays() {
      return t('lessons-manage.field.horizonDays');
    },
    get maxPerDay() {
      return t('lessons-manage.field.maxPerDay');
    },
    get location() {
      return t('lessons-manage.field.location');
    },
    get meetingUrl() {
      return t('lessons-manage.field.meetingUrl');
    },
  },
  columns: {
    get title() {
      return t('lessons-manage.column.title');
    },
    get tutor() {
      return t('lessons-manage.column.tutor');
    },
    get length() {
      return t('lessons-manage.column.length');
    },
    get actions() {
      return t('lessons-manage.column.actions');
    },
  },
  status: {
    get pending() {
      return t('lessons-manage.status.pending');
    },
    get approved() {
      return t('lessons-manage.status.approved');
    },
    get rejected() {
      return t('lessons-manage.status.rejected');
    },
  },
  noLessons: {
    get upcoming() {
      return t('lessons-manage.noLessons.upcoming');
    },
    get past() {
      return t('lessons-manage.noLessons.past');
    },
    get cancelled() {
      return t('lessons-manage.noLessons.cancelled');
    },
  },
  refundStates: {
    pending: (amount: string) => t('lessons-manage.refundState.pending', { amount }),
    succeeded: (amount: string) => t('lessons-manage.refundState.succeeded', { amount }),
    failed: (amount: string) => t('lessons-manage.refundState.failed', { amount }),
  } as Record<string, (amount: string) => string>,
};
