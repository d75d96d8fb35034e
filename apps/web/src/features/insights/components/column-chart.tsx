import { labelEvery, scaleFor } from '../chart-scale';
import { useWidth } from '../use-width';

export interface Column {
  /** Under the column: 'Mar 2'. */
  label: string;
  value: number;
}

interface ColumnChartProps {
  columns: Column[];
  /** A value as the axis and the columns' tops show it: '12', '$1.2K'. */
  format: (value: number) => string;
}

const HEIGHT = 220;
const MARGIN = { top: 18, right: 8, bottom: 26, left: 52 };
const LABEL_WIDTH = 44;
const VALUE_ROOM = 30;

/**
 * One value per period as columns on a value axis (the weekly bookings and revenue), drawn at the
 * width it is given. Labels thin out when the columns get narrow; values sit on the columns while
 * they fit. Colours come from the theme, so the chart reads in the dark theme too.
 */
export function ColumnChart({ columns, format }: ColumnChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const scale = scaleFor(Math.max(0, ...columns.map((column) => column.value)));
  const band = plotWidth / Math.max(columns.length, 1);
  const every = labelEvery(columns.length, plotWidth, LABEL_WIDTH);
  const y = (value: number) => MARGIN.top + plotHeight - (value / scale.max) * plotHeight;

  return (
    <div ref={ref} className="w-full overflow-hidden">
      <svg width={width} height={HEIGHT} className="block text-base-content">
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={tick === 0 ? 0.5 : 0.15}
            />
            <text
              x={MARGIN.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              fontSize={12}
              fill="currentColor"
            >
              {format(tick)}
            </text>
          </g>
        ))}
        {columns.map((column, index) => {
          const x = MARGIN.left + index * band;
          const top = y(column.value);
          return (
            <g key={`${column.label}-${index}`}>
              <rect
                x={x + band * 0.15}
                width={Math.max(band * 0.7, 1)}
                y={top}
                height={MARGIN.top + plotHeight - top}
                rx={2}
                fill="var(--color-primary)"
              />
              {band >= VALUE_ROOM && column.value > 0 ? (
                <text
                  x={x + band / 2}
                  y={top - 4}
                  textAnchor="middle"
                  fontSize={11}
                  fill="currentColor"
                >
                  {format(column.value)}
                </text>
              ) : null}
              {index % every === 0 ? (
                <text
                  x={x + band / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize={12}
                  fill="currentColor"
                >
                  {column.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
