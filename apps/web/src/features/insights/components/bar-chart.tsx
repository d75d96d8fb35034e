import { scaleFor, type Scale } from '../chart-scale';
import { useWidth } from '../use-width';

export interface Bar {
  /** Before the bar: 'Approved'. */
  label: string;
  value: number;
}

interface BarChartProps {
  bars: Bar[];
  /** A value as written after its bar: '12', '4.3'. */
  format: (value: number) => string;
  /** The axis when it is not 0 to the largest value's round number (a rating: 0 to 5). */
  scale?: Scale;
}

const ROW = 30;
const BAR = 18;
const LABEL_WIDTH = 112;
const VALUE_WIDTH = 56;

/**
 * A value per category as horizontal bars, each named before it and counted after it, so no
 * colour has to be told apart; drawn at the width it is given.
 */
export function BarChart({ bars, format, scale }: BarChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(480);
  const axis = scale ?? scaleFor(Math.max(0, ...bars.map((bar) => bar.value)));
  const room = Math.max(width - LABEL_WIDTH - VALUE_WIDTH, 1);
  const height = bars.length * ROW;

  return (
    <div ref={ref} className="w-full overflow-hidden">
      <svg width={width} height={height} className="block text-base-content">
        {bars.map((bar, index) => {
          const top = index * ROW;
          const length = (Math.min(bar.value, axis.max) / axis.max) * room;
          return (
            <g key={bar.label}>
              <text x={0} y={top + ROW / 2} dy="0.32em" fontSize={12} fill="currentColor">
                {bar.label}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={top + (ROW - BAR) / 2}
                width={room}
                height={BAR}
                rx={2}
                fill="currentColor"
                fillOpacity={0.08}
              />
              <rect
                x={LABEL_WIDTH}
                y={top + (ROW - BAR) / 2}
                width={length}
                height={BAR}
                rx={2}
                fill="var(--color-primary)"
              />
              <text
                x={LABEL_WIDTH + room + 6}
                y={top + ROW / 2}
                dy="0.32em"
                fontSize={12}
                fill="currentColor"
              >
                {format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
