import type { StatsDto } from '@studyhall/shared';
import { formatCents, formatCount, formatRating } from '../format';
import { insightsTexts as texts } from '../texts';

/** The range's totals, each a name and a number. */
export function StatTotals({ insights }: { insights: StatsDto }) {
  const totals: [string, string][] = [
    [texts.bookings, formatCount(insights.bookings)],
    [texts.cancellations, formatCount(insights.cancellations)],
    [texts.lessonsBooked, formatCount(insights.lessons.booked)],
    [texts.lessonsCancelled, formatCount(insights.lessons.cancelled)],
    [texts.revenue, formatCents(insights.revenue)],
    [texts.lessonRevenue, formatCents(insights.lessons.revenue)],
    [
      texts.refunds,
      texts.refundsValue(insights.refunds.count, formatCents(insights.refunds.amount)),
    ],
    [texts.netRevenue, formatCents(insights.netRevenue)],
    [texts.attended, formatCount(insights.attended)],
    [texts.noShows, formatCount(insights.noShows)],
    [
      texts.averageRating,
      texts.ratingValue(formatRating(insights.averageRating), insights.reviewCount),
    ],
    [texts.users, formatCount(insights.users.total)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {totals.map(([name, value]) => (
        <div key={name} className="rounded-box border border-base-200 bg-base-100 p-3">
          <dt className="text-sm text-base-content/70">{name}</dt>
          <dd className="text-xl font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
