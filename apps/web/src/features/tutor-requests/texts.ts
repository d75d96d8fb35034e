/**
 * The tutor request screens' own texts, not (yet) in `messages` (packages/shared), named here once
 * so the screens and their tests agree.
 */
export const tutorRequestTexts = {
  declineTitle: (name: string) => `Decline ${name}’s request?`,
  declineText: (name: string) => `${name} stays a student.`,
  declineDetails: [
    'They are told your reason, on their tutor request page and in a notification.',
    'They may apply again.',
  ],
  declineReasonLabel: 'Reason (the student will read it)',
  declineReasonRequired: 'Reason is required',
  declineConfirm: 'Decline request',

  queueTitle: 'Tutor requests',
  reviewRequests: 'Review requests',
  loadingQueue: 'Loading...',
  waitingCount: (n: number) => `${n} ${n === 1 ? 'student asks' : 'students ask'} to be a tutor`,
  noRequests: 'No tutor request is waiting.',

  declinedTitle: 'Your last request was declined',
  declinedReason: 'The reason given:',
  applyAgain: 'You can apply again below.',
};
