import type { RefundKind, RefundStatus } from '@studyhall/shared';

/** A student's payment history and receipts, in words (docs/product.md#payment-history-and-receipts). */
export const myPaymentTexts = {
  title: 'My Payments',
  intro: 'What you paid for sessions and what was given back, newest first, each with a receipt.',
  loading: 'Loading your payments...',
  failed: 'Your payments could not be loaded.',
  empty: 'You have not paid for a session yet.',
  caption: (first: number, last: number, total: number) =>
    `Your payments ${first} to ${last} of ${total}, newest first`,
  pages: 'Payments pages',
  deletedSession: 'A deleted session',
  refundPending: 'pending',
  receipt: 'Receipt',
  receiptOf: (title: string) => `Receipt: ${title}`,

  receiptTitle: 'Receipt',
  receiptLoading: 'Loading the receipt...',
  issuer: 'StudyHall',
  number: 'Receipt number',
  date: 'Date',
  billedTo: 'Billed to',
  session: 'Session',
  tutor: 'Tutor',
  method: 'Paid with',
  card: 'Card',
  testCard: 'Test card (test mode: no money moved)',
  reference: 'Payment reference',
  item: 'Item',
  amount: 'Amount',
  lineItem: (title: string) => `Registration: ${title}`,
  refundLine: (kind: string, date: string) => `Refund (${kind}), ${date}`,
  totalPaid: 'Paid',
  totalRefunded: 'Refunded',
  net: 'Total after refunds',
  print: 'Print receipt',
  back: 'Back to My Payments',
  viewSession: 'View session',
};

/** Why money came back, as the student reads it: never the admin's own note. */
export const refundKindLabels: Record<RefundKind, string> = {
  cancellation: 'booking cancelled',
  admin: 'given back by the school',
  unseated: 'no seat could be booked',
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  succeeded: 'given back',
  pending: 'pending at the card provider',
  failed: 'refused by the card provider: nothing given back',
};
