import { t } from '@/lib/i18n';

/** My Profile's and /unsubscribe's own texts, not (yet) in `messages` (packages/shared). */
export const accountTexts = {
  get securityNote() {
    return t('account.securityNote');
  },
  get deleteIntro() {
    return t('account.deleteIntro');
  },
  get unsubscribing() {
    return t('account.unsubscribing');
  },
  // As the server says it of a token it refuses (`apiMessages.notifications.unsubscribeInvalid`).
  get unsubscribeInvalid() {
    return t('account.unsubscribeInvalid');
  },
  get turnedOff() {
    return t('account.turnedOff');
  },
  get managePreferences() {
    return t('account.managePreferences');
  },
  get loginToManage() {
    return t('account.loginToManage');
  },
  get loadingPreferences() {
    return t('account.loadingPreferences');
  },

  get tutorProfile() {
    return t('account.tutorProfile');
  },
  get tutorProfileIntro() {
    return t('account.tutorProfileIntro');
  },
  get loadingTutorProfile() {
    return t('account.loadingTutorProfile');
  },
  get bio() {
    return t('account.bio');
  },
  bioCount: (length: number, max: number) => t('account.bioCount', { length, max }),
  get subjects() {
    return t('account.subjects');
  },
  get newSubject() {
    return t('account.newSubject');
  },
  get addSubject() {
    return t('account.addSubject');
  },
  subjectsCount: (count: number, max: number) => t('account.subjectsCount', { count, max }),
  removeSubject: (subject: string) => t('account.removeSubject', { subject }),
  get noSubjects() {
    return t('account.noSubjects');
  },
  subjectTwice: (subject: string) => t('account.subjectTwice', { subject }),
  get saveTutorProfile() {
    return t('account.saveTutorProfile');
  },
  get viewPublicProfile() {
    return t('account.viewPublicProfile');
  },
};
