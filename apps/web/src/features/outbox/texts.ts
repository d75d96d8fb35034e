/** The outbox's own texts, not (yet) in `messages` (packages/shared). */
export const outboxTexts = {
  empty: 'No mail yet.',
  loading: 'Loading mail...',
  notSent: 'Not sent',
};
