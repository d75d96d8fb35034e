import { useId, useState, type ReactNode } from 'react';
import { insightsTexts as texts } from '../texts';

export interface ChartRow {
  label: string;
  /** As read: '12', '$25.00'. */
  value: string;
}

interface ChartFigureProps {
  title: string;
  /** The table's headers: what a row is, then what it counts. */
  columns: readonly [string, string];
  rows: ChartRow[];
  /** A last row adding the others up, where they do. */
  total?: string;
  /** The drawing: hidden from screen readers, which read the table instead. */
  children: ReactNode;
}

/**
 * A chart with its table: the table is always there for screen readers (visually hidden while
 * the chart shows), and 'Show table' shows it to everyone in the chart's place.
 */
export function ChartFigure({ title, columns, rows, total, children }: ChartFigureProps) {
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <figure
      aria-labelledby={titleId}
      className="card min-w-0 border border-base-200 bg-base-100 p-4 shadow-sm"
    >
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {title}
        </h3>
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? texts.showChart : texts.showTable}
        </button>
      </figcaption>
      {asTable ? null : <div aria-hidden="true">{children}</div>}
      <table className={asTable ? 'table table-sm' : 'sr-only'}>
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col" className="text-end">
              {columns[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="font-normal">
                {row.label}
              </th>
              <td className="text-end">{row.value}</td>
            </tr>
          ))}
        </tbody>
        {total === undefined ? null : (
          <tfoot>
            <tr>
              <th scope="row">{texts.total}</th>
              <td className="text-end">{total}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </figure>
  );
}
