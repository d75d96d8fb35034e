import { t } from '@/lib/i18n';

/**
 * The tutor request screens' own texts, in the reader's language
 * (locales/<language>/tutor-requests.json), named here once so the screens and their tests agree.
 */
export const tutorRequestTexts = {
  declineTitle: (name: string) => t('tutor-requests.declineTitle', { name }),
  declineText: (name: string) => t('tutor-requests.declineText', { name }),
  get declineDetails() {
    return [t('tutor-requests.declineToldReason'), t('tutor-requests.declineMayApplyAgain')];
  },
  get declineReasonLabel() {
    return t('tutor-requests.declineReasonLabel');
  },
  get declineReasonRequired() {
    return t('tutor-requests.declineReasonRequired');
  },
  get declineConfirm() {
    return t('tutor-requests.declineConfirm');
  },

  get queueTitle() {
    return t('tutor-requests.queueTitle');
  },
  get reviewRequests() {
    return t('tutor-requests.reviewRequests');
  },
  get loadingQueue() {
    return t('tutor-requests.loadingQueue');
  },
  waitingCount: (count: number) => t('tutor-requests.waitingCount', { count }),
  get noRequests() {
    return t('tutor-requests.noRequests');
  },

  get declinedTitle() {
    return t('tutor-requests.declinedTitle');
  },
  get declinedReason() {
    return t('tutor-requests.declinedReason');
  },
  get applyAgain() {
    return t('tutor-requests.applyAgain');
  },

  get applyTitle() {
    return t('tutor-requests.applyTitle');
  },
  get whyLabel() {
    return t('tutor-requests.whyLabel');
  },
  get submit() {
    return t('tutor-requests.submit');
  },

  get pendingTitle() {
    return t('tutor-requests.pendingTitle');
  },
  get columns() {
    return [
      t('tutor-requests.column.name'),
      t('tutor-requests.column.email'),
      t('tutor-requests.column.reason'),
      t('tutor-requests.column.action'),
    ];
  },
  get approve() {
    return t('tutor-requests.approve');
  },
  approveName: (name: string) => t('tutor-requests.approveName', { name }),
  get decline() {
    return t('tutor-requests.decline');
  },
  declineName: (name: string) => t('tutor-requests.declineName', { name }),
};
