import type { RefundKind, RefundStatus } from '@studyhall/shared';
import { t } from '@/lib/i18n';

/** A student's payment history and receipts, in words (docs/product.md#payment-history-and-receipts). */
export const myPaymentTexts = {
  get title() {
    return t('payments.my.title');
  },
  get intro() {
    return t('payments.my.intro');
  },
  get loading() {
    return t('payments.my.loading');
  },
  get failed() {
    return t('payments.my.failed');
  },
  get empty() {
    return t('payments.my.empty');
  },
  caption: (first: number, last: number, total: number) =>
    t('payments.my.caption', { first, last, total }),
  get pages() {
    return t('payments.my.pages');
  },
  get deletedSession() {
    return t('payments.my.deletedSession');
  },
  get refundPending() {
    return t('payments.my.refundPending');
  },
  get receipt() {
    return t('payments.my.receipt');
  },
  receiptOf: (title: string) => t('payments.my.receiptOf', { title }),

  get receiptTitle() {
    return t('payments.my.receiptTitle');
  },
  // The product's name, the same in every language.
  issuer: 'StudyHall',
  get receiptLoading() {
    return t('payments.my.receiptLoading');
  },
  get number() {
    return t('payments.my.number');
  },
  get date() {
    return t('payments.my.date');
  },
  get billedTo() {
    return t('payments.my.billedTo');
  },
  get session() {
    return t('payments.my.session');
  },
  tutor: (name: string) => t('payments.my.tutor', { name }),
  get method() {
    return t('payments.my.method');
  },
  get card() {
    return t('payments.my.card');
  },
  get testCard() {
    return t('payments.my.testCard');
  },
  get reference() {
    return t('payments.my.reference');
  },
  get item() {
    return t('payments.my.item');
  },
  get amount() {
    return t('payments.my.amount');
  },
  lineItem: (title: string) => t('payments.my.lineItem', { title }),
  refundLine: (kind: string, date: string) => t('payments.my.refundLine', { kind, date }),
  get totalPaid() {
    return t('payments.my.totalPaid');
  },
  get totalRefunded() {
    return t('payments.my.totalRefunded');
  },
  get net() {
    return t('payments.my.net');
  },
  get print() {
    return t('payments.my.print');
  },
  get back() {
    return t('payments.my.back');
  },
};

/** Why money came back, as the student reads it: never the admin's own note. */
export const refundKindLabels: Record<RefundKind, string> = {
  get cancellation() {
    return t('payments.my.refundKind.cancellation');
  },
  get admin() {
    return t('payments.my.refundKind.admin');
  },
  get unseated() {
    return t('payments.my.refundKind.unseated');
  },
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  get succeeded() {
    return t('payments.my.refundStatus.succeeded');
  },
  get pending() {
    return t('payments.my.refundStatus.pending');
  },
  get failed() {
    return t('payments.my.refundStatus.failed');
  },
};
