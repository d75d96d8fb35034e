import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { StatsQuery } from '@studyhall/shared';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { listSearch } from '@/lib/list-search';
import { useStats } from '../api/get-stats';
import { zoneName } from '@/lib/datetime';
import { formatDay } from '../format';
import { insightsTexts as texts } from '../texts';
import { ExportLinks } from './export-links';
import { RangeForm } from './range-form';
import { StatTotals } from './stat-totals';
import { StatsCharts } from './stats-charts';

/** `?from=&to=` as the request's range; an empty or missing day is the server's default. */
function rangeOf(params: URLSearchParams): StatsQuery {
  return { from: params.get('from') || undefined, to: params.get('to') || undefined };
}

/**
 * The admin home's numbers (docs/product.md#insights): a range of days (in the address, so Back
 * works), its totals, the charts with their tables, and the CSV exports. Loaded only on this
 * page, with its charts (app/routes/dashboard-home-route.tsx).
 */
export default function Insights() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const asked = rangeOf(params);
  const answer = useStats(asked);
  // The days asked for, and the server's defaults for any left out once it has answered.
  const shown = { from: asked.from ?? answer.data?.from, to: asked.to ?? answer.data?.to };

  return (
    <>
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {texts.title}
        </h2>
        {/* Keyed by the range shown: the fields follow the server's answer and Back. */}
        <RangeForm
          key={`${shown.from}/${shown.to}`}
          range={shown}
          onChange={({ from, to }) => setParams(listSearch({ from, to }))}
        />
        {answer.isPending ? (
          <Spinner label={texts.loading} showLabel />
        ) : answer.isError ? (
          <ErrorState
            message={errorMessage(answer.error, texts.failed)}
            onRetry={() => void answer.refetch()}
          />
        ) : (
          <div aria-busy={answer.isPlaceholderData} className="space-y-4">
            <p className="text-sm text-base-content/70">
              {texts.rangeShown(
                formatDay(answer.data.from),
                formatDay(answer.data.to),
                zoneName(answer.data.timeZone, new Date(`${answer.data.to}T12:00:00Z`)),
              )}
            </p>
            <StatTotals insights={answer.data} />
            <StatsCharts insights={answer.data} />
          </div>
        )}
      </section>
      <ExportLinks />
    </>
  );
}
