import {
  type AttendanceStatus,
  DATE_RANGE,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_WORDS,
  type RegistrationState,
  type SessionSort,
  type SessionStatus,
} from '@studyhall/shared';
import { t } from '@/lib/i18n';

/**
 * The session screens' own texts for time, place, seats and search, not (yet) in `messages`
 * (packages/shared), named here once so the screens and their tests agree. Each is read from the
 * catalogue (apps/web/src/locales/<language>/sessions.json) when shown, in the page's language.
 */
export const sessionTexts = {
  get searchLabel() {
    return t('sessions.searchLabel');
  },
  get keywords() {
    return t('sessions.keywords');
  },
  get fee() {
    return t('sessions.fee');
  },
  get anyFee() {
    return t('sessions.anyFee');
  },
  get free() {
    return t('sessions.free');
  },
  get paid() {
    return t('sessions.paid');
  },
  get registration() {
    return t('sessions.registration');
  },
  get anyRegistration() {
    return t('sessions.anyRegistration');
  },
  /** What each registration state is called where a person chooses one (the search's filter). */
  registrationState: (state: RegistrationState) =>
    ({
      upcoming: t('sessions.registrationState.upcoming'),
      open: t('sessions.registrationState.open'),
      closed: t('sessions.registrationState.closed'),
    })[state],

  get classesFrom() {
    return t('sessions.classesFrom');
  },
  get classesTo() {
    return t('sessions.classesTo');
  },
  get sortBy() {
    return t('sessions.sortBy');
  },
  sort: (sort: SessionSort) =>
    ({
      newest: t('sessions.sort.newest'),
      soonest: t('sessions.sort.soonest'),
      rating: t('sessions.sort.rating'),
      price: t('sessions.sort.price'),
      available: t('sessions.sort.available'),
    })[sort],
  get search() {
    return t('sessions.search');
  },
  filtersButton: (active: number) =>
    active ? t('sessions.filtersActive', { active }) : t('sessions.filters'),
  get clearFilters() {
    return t('sessions.clearFilters');
  },
  get searchRefused() {
    return t('sessions.searchRefused');
  },
  found: (total: number) => t('sessions.found', { total }),
  /** What to change when the search rules refuse a field the search form lets one type. */
  get searchProblems(): Partial<Record<string, string>> {
    return {
      q: t('sessions.searchProblem.q', { words: MAX_SEARCH_WORDS, length: MAX_SEARCH_LENGTH }),
      from: t('sessions.searchProblem.from', { first: DATE_RANGE.first, last: DATE_RANGE.last }),
      to: t('sessions.searchProblem.to', { last: DATE_RANGE.last }),
    };
  },

  get registrationOpens() {
    return t('sessions.registrationOpens');
  },
  get registrationCloses() {
    return t('sessions.registrationCloses');
  },
  get registrationDaysLabel() {
    return t('sessions.registrationDaysLabel');
  },
  registrationDays: (first: string, last: string, zone: string) =>
    t('sessions.registrationDays', { first, last, zone }),

  timesIn: (zone: string, id: string) => t('sessions.timesIn', { zone, id }),
  previewTitle: (zone: string) => t('sessions.previewTitle', { zone }),
  previewClass: (when: string) => t('sessions.previewClass', { when }),
  previewRegistration: (opens: string, closes: string) =>
    t('sessions.previewRegistration', { opens, closes }),
  get previewEmpty() {
    return t('sessions.previewEmpty');
  },
  get capacityHint() {
    return t('sessions.capacityHint');
  },
  get unlimited() {
    return t('sessions.unlimited');
  },
  seatsLeft: (left: number) => t('sessions.seatsLeft', { left }),

  get cancelled() {
    return t('sessions.cancelled');
  },
  get cancelledNotice() {
    return t('sessions.cancelledNotice');
  },
  get reason() {
    return t('sessions.reason');
  },
  status: (status: SessionStatus) =>
    ({
      pending: t('sessions.status.pending'),
      approved: t('sessions.status.approved'),
      rejected: t('sessions.status.rejected'),
      cancelled: t('sessions.status.cancelled'),
    })[status],

  get nextClass() {
    return t('sessions.nextClass');
  },
  get loadingNext() {
    return t('sessions.loadingNext');
  },
  get noNextClass() {
    return t('sessions.noNextClass');
  },
  get createOne() {
    return t('sessions.createOne');
  },
  get allMySessions() {
    return t('sessions.allMySessions');
  },
  get bookedBy() {
    return t('sessions.bookedBy');
  },
  get awaitingApproval() {
    return t('sessions.awaitingApproval');
  },
  waitingCount: (n: number) => t('sessions.waitingCount', { count: n }),
  get noneAwaiting() {
    return t('sessions.noneAwaiting');
  },
  get sessionsToReview() {
    return t('sessions.sessionsToReview');
  },
  get reviewSessions() {
    return t('sessions.reviewSessions');
  },
  get nothingToReview() {
    return t('sessions.nothingToReview');
  },

  get manageTitle() {
    return t('sessions.manageTitle');
  },
  get manageStudents() {
    return t('sessions.manageStudents');
  },
  get viewSession() {
    return t('sessions.viewSession');
  },
  seatsTaken: (taken: number, capacity: number | null) =>
    capacity === null
      ? t('sessions.seatsTakenNoLimit', { taken })
      : t('sessions.seatsTakenOf', { taken, capacity }),
  get changeLimit() {
    return t('sessions.changeLimit');
  },
  get saveLimit() {
    return t('sessions.saveLimit');
  },
  get limitSaved() {
    return t('sessions.limitSaved');
  },
  get limitWhole() {
    return t('sessions.limitWhole');
  },
  limitRange: (max: number) => t('sessions.limitRange', { max }),

  get waitlistTitle() {
    return t('sessions.waitlistTitle');
  },
  seatHeldUntil: (until: string) => t('sessions.seatHeldUntil', { until }),

  get deleteTitle() {
    return t('sessions.deleteTitle');
  },
  deleteText: (title: string) => t('sessions.deleteText', { title }),
  /** Who hears of a deletion and who gets money back, from the seats taken and the fee. */
  deleteDetails: (booked: number, fee: string | null): string[] =>
    booked === 0
      ? [t('sessions.deleteNobodyBooked')]
      : [
          t('sessions.deleteBookingsLost', { booked }),
          t('sessions.deleteNobodyTold'),
          fee ? t('sessions.deleteRefunded', { fee }) : t('sessions.deleteFree'),
        ],
  get confirmDelete() {
    return t('sessions.confirmDelete');
  },

  get cancelSession() {
    return t('sessions.cancelSession');
  },
  get cancelTitle() {
    return t('sessions.cancelTitle');
  },
  get cancelText() {
    return t('sessions.cancelText');
  },
  get confirmCancel() {
    return t('sessions.confirmCancel');
  },
  get keepSession() {
    return t('sessions.keepSession');
  },
  get reasonLabel() {
    return t('sessions.reasonLabel');
  },
  get reasonRequired() {
    return t('sessions.reasonRequired');
  },
  get sessionCancelled() {
    return t('sessions.sessionCancelled');
  },
  get startedForTutor() {
    return t('sessions.startedForTutor');
  },

  get studentsTitle() {
    return t('sessions.studentsTitle');
  },
  get studentsLoading() {
    return t('sessions.studentsLoading');
  },
  get studentsFailed() {
    return t('sessions.studentsFailed');
  },
  get noStudents() {
    return t('sessions.noStudents');
  },
  get studentsCaption() {
    return t('sessions.studentsCaption');
  },
  get studentsPages() {
    return t('sessions.studentsPages');
  },
  /** The roster's column headings, and the one for marking once the class has started. */
  get studentColumns() {
    return [
      t('sessions.column.student'),
      t('sessions.column.email'),
      t('sessions.column.booking'),
      t('sessions.column.attendance'),
    ];
  },
  get markColumn() {
    return t('sessions.column.mark');
  },
  attendanceFrom: (start: string) => t('sessions.attendanceFrom', { start }),
  get attendanceHow() {
    return t('sessions.attendanceHow');
  },
  get attendanceMeeting() {
    return t('sessions.attendanceMeeting');
  },
  get booked() {
    return t('sessions.booked');
  },
  get bookingCancelled() {
    return t('sessions.bookingCancelled');
  },
  attendance: (status: AttendanceStatus) =>
    status === 'present' ? t('sessions.present') : t('sessions.absent'),
  get notMarked() {
    return t('sessions.notMarked');
  },
  attendanceOf: (name: string) => t('sessions.attendanceOf', { name }),
  marked: (name: string, status: AttendanceStatus) =>
    status === 'present'
      ? t('sessions.markedPresent', { name })
      : t('sessions.markedAbsent', { name }),

  // The session page.
  get tutorLabel() {
    return t('sessions.tutorLabel');
  },
  get classTime() {
    return t('sessions.classTime');
  },
  get location() {
    return t('sessions.location');
  },
  get meetingLink() {
    return t('sessions.meetingLink');
  },
  get classStart() {
    return t('sessions.classStart');
  },
  get classEnd() {
    return t('sessions.classEnd');
  },
  get duration() {
    return t('sessions.duration');
  },
  get registrationFee() {
    return t('sessions.registrationFee');
  },
  get seats() {
    return t('sessions.seats');
  },
  get readMore() {
    return t('sessions.readMore');
  },

  // The lists.
  get studySessionsTitle() {
    return t('sessions.studySessionsTitle');
  },
  get studySessionsPages() {
    return t('sessions.studySessionsPages');
  },
  get mySessionsTitle() {
    return t('sessions.mySessionsTitle');
  },
  get mySessionsPages() {
    return t('sessions.mySessionsPages');
  },
  /** The columns of the tutor's own list. */
  get mySessionsColumns() {
    return [
      t('sessions.column.title'),
      t('sessions.column.class'),
      t('sessions.column.duration'),
      t('sessions.column.seatsTaken'),
      t('sessions.column.status'),
      t('sessions.column.action'),
    ];
  },
  get rejectionReason() {
    return t('sessions.rejectionReason');
  },
  get rejectionFeedback() {
    return t('sessions.rejectionFeedback');
  },
  get requestAgain() {
    return t('sessions.requestAgain');
  },
  requestAgainOf: (title: string) => t('sessions.requestAgainOf', { title }),

  // The admin's lists and their dialogs.
  get manageSessionsTitle() {
    return t('sessions.manageSessionsTitle');
  },
  get pendingSessions() {
    return t('sessions.pendingSessions');
  },
  get pendingSessionsPages() {
    return t('sessions.pendingSessionsPages');
  },
  get approvedSessions() {
    return t('sessions.approvedSessions');
  },
  get approvedSessionsPages() {
    return t('sessions.approvedSessionsPages');
  },
  /** The columns of the admin's lists. */
  get adminColumns() {
    return [
      t('sessions.column.title'),
      t('sessions.column.tutor'),
      t('sessions.column.duration'),
      t('sessions.column.fee'),
      t('sessions.column.actions'),
    ];
  },
  get approve() {
    return t('sessions.approve');
  },
  get reject() {
    return t('sessions.reject');
  },
  get update() {
    return t('sessions.update');
  },
  get delete() {
    return t('sessions.delete');
  },
  /** A row's button, named with the session it acts on. */
  actionOn: (action: string, title: string) => t('sessions.actionOn', { action, title }),
  get cancel() {
    return t('sessions.cancel');
  },
  approveTitle: (title: string) => t('sessions.approveTitle', { title }),
  get sessionType() {
    return t('sessions.sessionType');
  },
  get feeUsd() {
    return t('sessions.feeUsd');
  },
  rejectTitle: (title: string) => t('sessions.rejectTitle', { title }),
  get rejectReasonLabel() {
    return t('sessions.rejectReasonLabel');
  },
  get rejectFeedbackLabel() {
    return t('sessions.rejectFeedbackLabel');
  },
  get updateTitle() {
    return t('sessions.updateTitle');
  },
  get titleLabel() {
    return t('sessions.titleLabel');
  },

  // The create form.
  get createTitle() {
    return t('sessions.createTitle');
  },
  get sessionTitle() {
    return t('sessions.sessionTitle');
  },
  get tutorName() {
    return t('sessions.tutorName');
  },
  get tutorEmail() {
    return t('sessions.tutorEmail');
  },
  get sessionDescription() {
    return t('sessions.sessionDescription');
  },
  get registrationStartDate() {
    return t('sessions.registrationStartDate');
  },
  get registrationEndDate() {
    return t('sessions.registrationEndDate');
  },
  get classStartDate() {
    return t('sessions.classStartDate');
  },
  get classEndDate() {
    return t('sessions.classEndDate');
  },
  get classStartTime() {
    return t('sessions.classStartTime');
  },
  get classEndTime() {
    return t('sessions.classEndTime');
  },
  get locationOptional() {
    return t('sessions.locationOptional');
  },
  get locationExample() {
    return t('sessions.locationExample');
  },
  get meetingLinkOptional() {
    return t('sessions.meetingLinkOptional');
  },
  get sessionDuration() {
    return t('sessions.sessionDuration');
  },
  get durationExample() {
    return t('sessions.durationExample');
  },
  get seatLimit() {
    return t('sessions.seatLimit');
  },
  get createSubmit() {
    return t('sessions.createSubmit');
  },
};
