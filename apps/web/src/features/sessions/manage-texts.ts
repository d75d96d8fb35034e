import { type AttendanceStatus, type SessionStatus } from '@studyhall/shared';
import { t } from '@/lib/i18n';

/**
 * The texts of the session screens only the dashboard shows (creating, approving and managing
 * sessions, their students and attendance), apart from sessionTexts (texts.ts) so that the public
 * pages' script does not carry them (docs/performance.md#web-budget). Each is read from the
 * catalogue (apps/web/src/locales/<language>/sessions-manage.json, or sessions.json for a text
 * public pages show too) when shown.
 */
export const sessionManageTexts = {
  timesIn: (zone: string, id: string) => t('sessions-manage.timesIn', { zone, id }),
  previewTitle: (zone: string) => t('sessions-manage.previewTitle', { zone }),
  previewClass: (when: string) => t('sessions-manage.previewClass', { when }),
  previewRegistration: (opens: string, closes: string) =>
    t('sessions-manage.previewRegistration', { opens, closes }),
  get previewEmpty() {
    return t('sessions-manage.previewEmpty');
  },
  status: (status: SessionStatus) =>
    ({
      pending: t('sessions-manage.status.pending'),
      approved: t('sessions-manage.status.approved'),
      rejected: t('sessions-manage.status.rejected'),
      cancelled: t('session-page.status.cancelled'),
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

  get manageStudents() {
    return t('sessions-manage.manageStudents');
  },
  get viewSession() {
    return t('sessions-manage.viewSession');
  },
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

  get readMore() {
    return t('sessions.readMore');
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
