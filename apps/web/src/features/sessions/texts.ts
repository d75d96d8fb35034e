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
      upcoming: t('sessions-manage.registrationState.upcoming'),
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
      newest: t('sessions-manage.sort.newest'),
      soonest: t('sessions-manage.sort.soonest'),
      rating: t('sessions-manage.sort.rating'),
      price: t('sessions-manage.sort.price'),
      available: t('sessions-manage.sort.available'),
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
      q: t('sessions-manage.searchProblem.q', {
        words: MAX_SEARCH_WORDS,
        length: MAX_SEARCH_LENGTH,
      }),
      from: t('sessions-manage.searchProblem.from', {
        first: DATE_RANGE.first,
        last: DATE_RANGE.last,
      }),
      to: t('sessions-manage.searchProblem.to', { last: DATE_RANGE.last }),
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

  timesIn: (zone: string, id: string) => t('sessions-manage.timesIn', { zone, id }),
  previewTitle: (zone: string) => t('sessions-manage.previewTitle', { zone }),
  previewClass: (when: string) => t('sessions-manage.previewClass', { when }),
  previewRegistration: (opens: string, closes: string) =>
    t('sessions-manage.previewRegistration', { opens, closes }),
  get previewEmpty() {
    return t('sessions-manage.previewEmpty');
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
      pending: t('sessions-manage.status.pending'),
      approved: t('sessions-manage.status.approved'),
      rejected: t('sessions-manage.status.rejected'),
      cancelled: t('sessions.status.cancelled'),
    })[status],

  get nextClass() {
    return t('sessions-manage.nextClass');
  },
  get loadingNext() {
    return t('sessions-manage.loadingNext');
  },
  get noNextClass() {
    return t('sessions-manage.noNextClass');
  },
  get createOne() {
    return t('sessions-manage.createOne');
  },
  get allMySessions() {
    return t('sessions-manage.allMySessions');
  },
  get bookedBy() {
    return t('sessions-manage.bookedBy');
  },
  get awaitingApproval() {
    return t('sessions-manage.awaitingApproval');
  },
  waitingCount: (n: number) => t('sessions-manage.waitingCount', { count: n }),
  get noneAwaiting() {
    return t('sessions-manage.noneAwaiting');
  },
  get sessionsToReview() {
    return t('sessions-manage.sessionsToReview');
  },
  get reviewSessions() {
    return t('sessions-manage.reviewSessions');
  },
  get nothingToReview() {
    return t('sessions-manage.nothingToReview');
  },

  get manageTitle() {
    return t('sessions.manageTitle');
  },
  get manageStudents() {
    return t('sessions-manage.manageStudents');
  },
  get viewSession() {
    return t('sessions-manage.viewSession');
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
    return t('sessions-manage.deleteTitle');
  },
  deleteText: (title: string) => t('sessions-manage.deleteText', { title }),
  /** Who hears of a deletion and who gets money back, from the seats taken and the fee. */
  deleteDetails: (booked: number, fee: string | null): string[] =>
    booked === 0
      ? [t('sessions-manage.deleteNobodyBooked')]
      : [
          t('sessions-manage.deleteBookingsLost', { booked }),
          t('sessions-manage.deleteNobodyTold'),
          fee ? t('sessions-manage.deleteRefunded', { fee }) : t('sessions-manage.deleteFree'),
        ],
  get confirmDelete() {
    return t('sessions-manage.confirmDelete');
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
    return t('sessions-manage.studentsTitle');
  },
  get studentsLoading() {
    return t('sessions-manage.studentsLoading');
  },
  get studentsFailed() {
    return t('sessions-manage.studentsFailed');
  },
  get noStudents() {
    return t('sessions-manage.noStudents');
  },
  get studentsCaption() {
    return t('sessions-manage.studentsCaption');
  },
  get studentsPages() {
    return t('sessions-manage.studentsPages');
  },
  /** The roster's column headings, and the one for marking once the class has started. */
  get studentColumns() {
    return [
      t('sessions-manage.column.student'),
      t('sessions-manage.column.email'),
      t('sessions-manage.column.booking'),
      t('sessions-manage.column.attendance'),
    ];
  },
  get markColumn() {
    return t('sessions-manage.column.mark');
  },
  attendanceFrom: (start: string) => t('sessions-manage.attendanceFrom', { start }),
  get attendanceHow() {
    return t('sessions-manage.attendanceHow');
  },
  get attendanceMeeting() {
    return t('sessions-manage.attendanceMeeting');
  },
  get booked() {
    return t('sessions-manage.booked');
  },
  get bookingCancelled() {
    return t('sessions-manage.bookingCancelled');
  },
  attendance: (status: AttendanceStatus) =>
    status === 'present' ? t('sessions-manage.present') : t('sessions-manage.absent'),
  get notMarked() {
    return t('sessions-manage.notMarked');
  },
  attendanceOf: (name: string) => t('sessions-manage.attendanceOf', { name }),
  marked: (name: string, status: AttendanceStatus) =>
    status === 'present'
      ? t('sessions-manage.markedPresent', { name })
      : t('sessions-manage.markedAbsent', { name }),

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
    return t('sessions-manage.mySessionsTitle');
  },
  get mySessionsPages() {
    return t('sessions-manage.mySessionsPages');
  },
  /** The columns of the tutor's own list. */
  get mySessionsColumns() {
    return [
      t('sessions-manage.column.title'),
      t('sessions-manage.column.class'),
      t('sessions-manage.column.duration'),
      t('sessions-manage.column.seatsTaken'),
      t('sessions-manage.column.status'),
      t('sessions-manage.column.action'),
    ];
  },
  get rejectionReason() {
    return t('sessions-manage.rejectionReason');
  },
  get rejectionFeedback() {
    return t('sessions-manage.rejectionFeedback');
  },
  get requestAgain() {
    return t('sessions-manage.requestAgain');
  },
  requestAgainOf: (title: string) => t('sessions-manage.requestAgainOf', { title }),

  // The admin's lists and their dialogs.
  get manageSessionsTitle() {
    return t('sessions-manage.manageSessionsTitle');
  },
  get pendingSessions() {
    return t('sessions-manage.pendingSessions');
  },
  get pendingSessionsPages() {
    return t('sessions-manage.pendingSessionsPages');
  },
  get approvedSessions() {
    return t('sessions-manage.approvedSessions');
  },
  get approvedSessionsPages() {
    return t('sessions-manage.approvedSessionsPages');
  },
  /** The columns of the admin's lists. */
  get adminColumns() {
    return [
      t('sessions-manage.column.title'),
      t('sessions-manage.column.tutor'),
      t('sessions-manage.column.duration'),
      t('sessions-manage.column.fee'),
      t('sessions-manage.column.actions'),
    ];
  },
  get approve() {
    return t('sessions-manage.approve');
  },
  get reject() {
    return t('sessions-manage.reject');
  },
  get update() {
    return t('sessions-manage.update');
  },
  get delete() {
    return t('sessions-manage.delete');
  },
  /** A row's button, named with the session it acts on. */
  actionOn: (action: string, title: string) => t('sessions-manage.actionOn', { action, title }),
  get cancel() {
    return t('sessions-manage.cancel');
  },
  approveTitle: (title: string) => t('sessions-manage.approveTitle', { title }),
  get sessionType() {
    return t('sessions-manage.sessionType');
  },
  get feeUsd() {
    return t('sessions-manage.feeUsd');
  },
  rejectTitle: (title: string) => t('sessions-manage.rejectTitle', { title }),
  get rejectReasonLabel() {
    return t('sessions-manage.rejectReasonLabel');
  },
  get rejectFeedbackLabel() {
    return t('sessions-manage.rejectFeedbackLabel');
  },
  get updateTitle() {
    return t('sessions-manage.updateTitle');
  },
  get titleLabel() {
    return t('sessions-manage.titleLabel');
  },

  // The create form.
  get createTitle() {
    return t('sessions-manage.createTitle');
  },
  get sessionTitle() {
    return t('sessions-manage.sessionTitle');
  },
  get tutorName() {
    return t('sessions-manage.tutorName');
  },
  get tutorEmail() {
    return t('sessions-manage.tutorEmail');
  },
  get sessionDescription() {
    return t('sessions-manage.sessionDescription');
  },
  get registrationStartDate() {
    return t('sessions-manage.registrationStartDate');
  },
  get registrationEndDate() {
    return t('sessions-manage.registrationEndDate');
  },
  get classStartDate() {
    return t('sessions-manage.classStartDate');
  },
  get classEndDate() {
    return t('sessions-manage.classEndDate');
  },
  get classStartTime() {
    return t('sessions-manage.classStartTime');
  },
  get classEndTime() {
    return t('sessions-manage.classEndTime');
  },
  get locationOptional() {
    return t('sessions-manage.locationOptional');
  },
  get locationExample() {
    return t('sessions-manage.locationExample');
  },
  get meetingLinkOptional() {
    return t('sessions-manage.meetingLinkOptional');
  },
  get sessionDuration() {
    return t('sessions-manage.sessionDuration');
  },
  get durationExample() {
    return t('sessions-manage.durationExample');
  },
  get seatLimit() {
    return t('sessions-manage.seatLimit');
  },
  get createSubmit() {
    return t('sessions-manage.createSubmit');
  },
};
