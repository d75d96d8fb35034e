import type { ExportKind, Role, SessionStatus } from '@studyhall/shared';

/** The admin home's insights and exports texts, not (yet) in `messages` (packages/shared). */
export const insightsTexts = {
  title: 'Insights',
  loading: 'Loading insights...',
  failed: 'The numbers could not be loaded.',
  range: 'Date range',
  from: 'From',
  to: 'To',
  show: 'Show',
  reset: 'Last 12 weeks',
  rangeShown: (from: string, to: string, zone: string) =>
    `From ${from} to ${to}, both included; days and weeks in ${zone}.`,

  totals: 'Totals',
  bookings: 'Bookings',
  cancellations: 'Cancellations',
  lessonsBooked: 'Lessons booked',
  lessonsCancelled: 'Lessons cancelled',
  revenue: 'Revenue',
  lessonRevenue: 'Lesson revenue',
  netRevenue: 'Net revenue',
  refunds: 'Refunds',
  refundsValue: (count: number, amount: string) => `${count} (${amount})`,
  averageRating: 'Average rating',
  ratingValue: (rating: string, reviews: number) =>
    reviews === 0
      ? 'No reviews'
      : `${rating} of 5 (${reviews} ${reviews === 1 ? 'review' : 'reviews'})`,
  attended: 'Attended',
  noShows: 'No-shows',
  users: 'Users',

  bookingsPerWeek: 'Bookings per week',
  revenuePerWeek: 'Revenue per week',
  sessionsByStatus: 'Sessions by status',
  outcomes: 'Bookings, cancellations, refunds and attendance',
  usersByRole: 'Users by role',
  ratingChart: 'Average rating (of 5)',
  weekOf: 'Week of',
  status: 'Status',
  measure: 'Measure',
  role: 'Role',
  count: 'Count',
  reviews: 'Reviews',
  total: 'Total',
  showTable: 'Show table',
  showChart: 'Show chart',

  exports: 'Exports',
  exportsIntro:
    'Every row since the start, oldest first, as CSV files (UTF-8) that open in a spreadsheet.',
};

export const sessionStatusLabels: Record<SessionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const roleLabels: Record<Role, string> = {
  student: 'Students',
  tutor: 'Tutors',
  admin: 'Admins',
};

export const exportLabels: Record<ExportKind, string> = {
  bookings: 'Bookings',
  payments: 'Payments',
  users: 'Users',
  sessions: 'Sessions',
  lessons: 'Lessons',
};
