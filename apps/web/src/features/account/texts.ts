/** My Profile's and /unsubscribe's own texts, not (yet) in `messages` (packages/shared). */
export const accountTexts = {
  securityNote: 'Security emails, such as password resets and email verification, are always sent.',
  deleteIntro: 'Once your account is deleted, it cannot be restored.',
  unsubscribing: 'Unsubscribing...',
  // As the server says it of a token it refuses (`apiMessages.notifications.unsubscribeInvalid`).
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  turnedOff: 'Turned off:',
  managePreferences: 'Manage your email preferences',
  loginToManage: 'Log in to manage your email preferences',
  loadingPreferences: 'Loading preferences...',

  tutorProfile: 'Tutor profile',
  tutorProfileIntro: 'What students read about you on your public page, beside your sessions.',
  loadingTutorProfile: 'Loading your tutor profile...',
  bio: 'Bio',
  bioCount: (length: number, max: number) => `${length} of ${max} characters`,
  subjects: 'Subjects',
  newSubject: 'Add a subject',
  addSubject: 'Add',
  subjectsCount: (count: number, max: number) => `${count} of ${max} subjects`,
  removeSubject: (subject: string) => `Remove ${subject}`,
  noSubjects: 'No subjects yet.',
  subjectTwice: (subject: string) => `${subject} is already in your subjects`,
  saveTutorProfile: 'Save tutor profile',
  viewPublicProfile: 'View your public profile',
};
