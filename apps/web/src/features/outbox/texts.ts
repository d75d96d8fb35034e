/** The outbox's own texts, not (yet) in `messages` (packages/shared). */
export const outboxTexts = {
  empty: 'No mail yet.',
  loading: 'Loading mail...',
  notSent: 'Not sent',
  linksHidden:
    'Links that act for the recipient (a password reset, an email verification, an unsubscribe link) are hidden here: they were sent only to the recipient.',
};
