import { ROLES, type SessionStatus, type StatsDto } from '@studyhall/shared';
import {
  formatCents,
  formatCompactCount,
  formatCompactDollars,
  formatCount,
  formatDay,
  formatRating,
  formatWeek,
} from '../format';
import { insightsTexts as texts, roleLabels, sessionStatusLabels } from '../texts';
import { BarChart, type Bar } from './bar-chart';
import { ChartFigure } from './chart-figure';
import { ColumnChart } from './column-chart';

/*
 * The statuses in their labels' order. Not `SESSION_STATUSES`: the shared constants module loads
 * with the first page, and every constant a lazy page takes from it is added to that first load
 * (docs/performance.md#web-budget).
 */
const sessionStatuses = Object.keys(sessionStatusLabels) as SessionStatus[];

const RATING_SCALE = { max: 5, ticks: [0, 1, 2, 3, 4, 5] };

/** Each chart of the range with its table: the same numbers, drawn and written. */
export function StatsCharts({ insights }: { insights: StatsDto }) {
  const weeks = insights.weekly;
  const statuses: Bar[] = sessionStatuses.map((status) => ({
    label: sessionStatusLabels[status],
    value: insights.sessions[status],
  }));
  const outcomes: Bar[] = [
    { label: texts.bookings, value: insights.bookings },
    { label: texts.cancellations, value: insights.cancellations },
    { label: texts.refunds, value: insights.refunds.count },
    { label: texts.attended, value: insights.attended },
    { label: texts.noShows, value: insights.noShows },
  ];
  const roles: Bar[] = ROLES.map((role) => ({
    label: roleLabels[role],
    value: insights.users[role],
  }));
  const counted = (bars: Bar[]) =>
    bars.map((bar) => ({ label: bar.label, value: formatCount(bar.value) }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title={texts.bookingsPerWeek}
        columns={[texts.weekOf, texts.bookings]}
        rows={weeks.map((week) => ({
          label: formatDay(week.weekStart),
          value: formatCount(week.bookings),
        }))}
        total={formatCount(weeks.reduce((sum, week) => sum + week.bookings, 0))}
      >
        <ColumnChart
          columns={weeks.map((week) => ({
            label: formatWeek(week.weekStart),
            value: week.bookings,
          }))}
          format={formatCompactCount}
        />
      </ChartFigure>
      <ChartFigure
        title={texts.revenuePerWeek}
        columns={[texts.weekOf, texts.revenue]}
        rows={weeks.map((week) => ({
          label: formatDay(week.weekStart),
          value: formatCents(week.revenue),
        }))}
        total={formatCents(weeks.reduce((sum, week) => sum + week.revenue, 0))}
      >
        <ColumnChart
          columns={weeks.map((week) => ({
            label: formatWeek(week.weekStart),
            value: week.revenue / 100,
          }))}
          format={formatCompactDollars}
        />
      </ChartFigure>
      <ChartFigure
        title={texts.sessionsByStatus}
        columns={[texts.status, texts.count]}
        rows={counted(statuses)}
        total={formatCount(insights.sessions.total)}
      >
        <BarChart bars={statuses} format={formatCount} />
      </ChartFigure>
      <ChartFigure
        title={texts.outcomes}
        columns={[texts.measure, texts.count]}
        rows={counted(outcomes)}
      >
        <BarChart bars={outcomes} format={formatCount} />
      </ChartFigure>
      <ChartFigure
        title={texts.usersByRole}
        columns={[texts.role, texts.count]}
        rows={counted(roles)}
        total={formatCount(insights.users.total)}
      >
        <BarChart bars={roles} format={formatCount} />
      </ChartFigure>
      <ChartFigure
        title={texts.ratingChart}
        columns={[texts.measure, texts.averageRating]}
        rows={[
          {
            label: texts.averageRating,
            value: texts.ratingValue(formatRating(insights.averageRating), insights.reviewCount),
          },
        ]}
      >
        <BarChart
          bars={[{ label: texts.averageRating, value: insights.averageRating }]}
          format={(rating) => (insights.reviewCount === 0 ? '—' : formatRating(rating))}
          scale={RATING_SCALE}
        />
      </ChartFigure>
    </div>
  );
}
