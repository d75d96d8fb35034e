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
};
