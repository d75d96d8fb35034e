import type { AdminPaymentStatus } from '@studyhall/shared';

/** The admin's payments screen's own texts, not (yet) in `messages` (packages/shared). */
export const adminPaymentTexts = {
  title: 'Payments',
  intro: 'Every card payment, newest first, with what was given back.',
  loading: 'Loading payments...',
  failed: 'The payments could not be loaded.',
  empty: 'No payments yet.',
  emptyFiltered: 'No payments in this status.',
  statusLabel: 'Status',
  allStatuses: 'All statuses',
  caption: (first: number, last: number, total: number) =>
    `Payments ${first} to ${last} of ${total}, newest first`,
  pages: 'Payments pages',
  deletedSession: 'Deleted session',
  unknownStudent: 'Unknown',
  refund: 'Refund',
  refundOf: (title: string) => `Refund: ${title}`,

  paid: 'Paid',
  refundedSoFar: 'Refunded so far',
  left: 'Left to refund',
  student: 'Student',
  amountLabel: 'Amount to refund (USD)',
  amountHint: (left: string) => `At most ${left}.`,
  amountFormat: 'Amount must be in dollars and cents, like 12.50',
  amountPositive: 'Amount must be at least $0.01',
  amountTooLarge: (left: string) => `Amount must be at most ${left}, what is left to refund`,
  reasonLabel: 'Reason (kept in the audit log)',
  review: 'Review refund',
  confirmText: (amount: string, student: string) =>
    `Give back ${amount} to ${student}? The money goes back to their card. This cannot be undone.`,
  reason: 'Reason:',
  back: 'Back',
  confirm: (amount: string) => `Yes, refund ${amount}`,
  cancel: 'Cancel',
  refunded: (amount: string) => `Refunded ${amount} ✅`,
  refundPending: (amount: string) =>
    `Refund of ${amount} asked of the card provider; it shows here once they confirm.`,
  refundFailed: 'The card provider refused the refund; nothing was given back.',
};

export const adminPaymentStatusLabels: Record<AdminPaymentStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};
