import type { ExportKind, Role, SessionStatus } from '@studyhall/shared';
import { t } from '@/lib/i18n';

/** The admin home's insights and exports texts, read in the current language (docs/languages.md). */
export const insightsTexts = {
  get title() {
    return t('insights.title');
  },
  get loading() {
    return t('insights.loading');
  },
  get failed() {
    return t('insights.failed');
  },
  get range() {
    return t('insights.range');
  },
  get from() {
    return t('insights.from');
  },
  get to() {
    return t('insights.to');
  },
  get show() {
    return t('insights.show');
  },
  get reset() {
    return t('insights.reset');
  },
  get totals() {
    return t('insights.totals');
  },
  get bookings() {
    return t('insights.bookings');
  },
  get cancellations() {
    return t('insights.cancellations');
  },
  get lessonsBooked() {
    return t('insights.lessonsBooked');
  },
  get lessonsCancelled() {
    return t('insights.lessonsCancelled');
  },
  get revenue() {
    return t('insights.revenue');
  },
  get lessonRevenue() {
    return t('insights.lessonRevenue');
  },
  get netRevenue() {
    return t('insights.netRevenue');
  },
  get refunds() {
    return t('insights.refunds');
  },
  get averageRating() {
    return t('insights.averageRating');
  },
  get attended() {
    return t('insights.attended');
  },
  get noShows() {
    return t('insights.noShows');
  },
  get users() {
    return t('insights.users');
  },
  get bookingsPerWeek() {
    return t('insights.bookingsPerWeek');
  },
  get revenuePerWeek() {
    return t('insights.revenuePerWeek');
  },
  get sessionsByStatus() {
    return t('insights.sessionsByStatus');
  },
  get outcomes() {
    return t('insights.outcomes');
  },
  get usersByRole() {
    return t('insights.usersByRole');
  },
  get ratingChart() {
    return t('insights.ratingChart');
  },
  get weekOf() {
    return t('insights.weekOf');
  },
  get status() {
    return t('insights.status');
  },
  get measure() {
    return t('insights.measure');
  },
  get role() {
    return t('insights.role');
  },
  get count() {
    return t('insights.count');
  },
  get reviews() {
    return t('insights.reviews');
  },
  get total() {
    return t('insights.total');
  },
  get showTable() {
    return t('insights.showTable');
  },
  get showChart() {
    return t('insights.showChart');
  },
  get exports() {
    return t('insights.exports');
  },
  get exportsIntro() {
    return t('insights.exportsIntro');
  },
  rangeShown: (from: string, to: string, zone: string) =>
    t('insights.rangeShown', { from, to, zone }),
  refundsValue: (count: number, amount: string) => t('insights.refundsValue', { count, amount }),
  ratingValue: (rating: string, reviews: number) => t('insights.ratingValue', { rating, reviews }),
  exportLink: (name: string) => t('insights.exportLink', { name }),
};

export const sessionStatusLabels: Record<SessionStatus, string> = {
  get pending() {
    return t('insights.status.pending');
  },
  get approved() {
    return t('insights.status.approved');
  },
  get rejected() {
    return t('insights.status.rejected');
  },
  get cancelled() {
    return t('insights.status.cancelled');
  },
};

export const roleLabels: Record<Role, string> = {
  get student() {
    return t('insights.role.student');
  },
  get tutor() {
    return t('insights.role.tutor');
  },
  get admin() {
    return t('insights.role.admin');
  },
};

export const exportLabels: Record<ExportKind, string> = {
  get bookings() {
    return t('insights.export.bookings');
  },
  get payments() {
    return t('insights.export.payments');
  },
  get users() {
    return t('insights.export.users');
  },
  get sessions() {
    return t('insights.export.sessions');
  },
  get lessons() {
    return t('insights.export.lessons');
  },
};
