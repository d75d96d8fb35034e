import type { AdminPaymentStatus } from '@studyhall/shared';
import { t } from '@/lib/i18n';

/** The admin's payments screen's own texts, not (yet) in `messages` (packages/shared). */
export const adminPaymentTexts = {
  get title() {
    return t('payments.admin.title');
  },
  get intro() {
    return t('payments.admin.intro');
  },
  get loading() {
    return t('payments.admin.loading');
  },
  get failed() {
    return t('payments.admin.failed');
  },
  get empty() {
    return t('payments.admin.empty');
  },
  get emptyFiltered() {
    return t('payments.admin.emptyFiltered');
  },
  get statusLabel() {
    return t('payments.admin.statusLabel');
  },
  get allStatuses() {
    return t('payments.admin.allStatuses');
  },
  caption: (first: number, last: number, total: number) =>
    t('payments.admin.caption', { first, last, total }),
  get pages() {
    return t('payments.admin.pages');
  },
  get deletedSession() {
    return t('payments.admin.deletedSession');
  },
  get unknownStudent() {
    return t('payments.admin.unknownStudent');
  },
  get refund() {
    return t('payments.admin.refund');
  },
  refundOf: (title: string) => t('payments.admin.refundOf', { title }),
  refundOfStudent: (title: string, student: string) =>
    t('payments.admin.refundOfStudent', { title, student }),
  get paid() {
    return t('payments.admin.paid');
  },
  get refundedSoFar() {
    return t('payments.admin.refundedSoFar');
  },
  get left() {
    return t('payments.admin.left');
  },
  get student() {
    return t('payments.admin.student');
  },
  get amountLabel() {
    return t('payments.admin.amountLabel');
  },
  amountHint: (left: string) => t('payments.admin.amountHint', { left }),
  get amountFormat() {
    return t('payments.admin.amountFormat');
  },
  get amountPositive() {
    return t('payments.admin.amountPositive');
  },
  amountTooLarge: (left: string) => t('payments.admin.amountTooLarge', { left }),
  get reasonLabel() {
    return t('payments.admin.reasonLabel');
  },
  get review() {
    return t('payments.admin.review');
  },
  confirmText: (amount: string, student: string) =>
    t('payments.admin.confirmText', { amount, student }),
  get reason() {
    return t('payments.admin.reason');
  },
  get back() {
    return t('payments.admin.back');
  },
  confirm: (amount: string) => t('payments.admin.confirm', { amount }),
  get cancel() {
    return t('payments.admin.cancel');
  },
  refunded: (amount: string) => t('payments.admin.refunded', { amount }),
  refundPending: (amount: string) => t('payments.admin.refundPending', { amount }),
  get refundFailed() {
    return t('payments.admin.refundFailed');
  },
};

export const adminPaymentStatusLabels: Record<AdminPaymentStatus, string> = {
  get open() {
    return t('payments.admin.status.open');
  },
  get paid() {
    return t('payments.admin.status.paid');
  },
  get partially_refunded() {
    return t('payments.admin.status.partially_refunded');
  },
  get refunded() {
    return t('payments.admin.status.refunded');
  },
  get cancelled() {
    return t('payments.admin.status.cancelled');
  },
};
