import { useId } from 'react';

/**
 * One figure per day as bars: a picture of the table below it, which holds the same numbers
 * for screen readers and for reading exact values. Logical order: the first day at the start
 * side, so Arabic reads it from the right.
 */
export function BarChart({
  title,
  values,
  dayLabels,
  formatValue,
}: {
  title: string;
  values: number[];
  dayLabels: string[];
  formatValue: (value: number) => string;
}) {
  const titleId = useId();
  const max = Math.max(...values, 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  const width = 300;
  const height = 80;
  const slot = width / Math.max(values.length, 1);
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <figcaption id={titleId} className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-800 dark:text-slate-100">{title}</span>
        <span className="text-slate-600 tabular-nums dark:text-slate-300">
          {formatValue(total)}
        </span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="mt-3 h-20 w-full text-indigo-600 rtl:-scale-x-100 dark:text-amber-400"
      >
        {values.map((value, index) => {
          const barHeight = max > 0 ? Math.max((value / max) * height, value > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={dayLabels[index] ?? index}
              x={index * slot + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={barHeight}
              rx={1}
              fill="currentColor"
            >
              <title>{`${dayLabels[index]}: ${formatValue(value)}`}</title>
            </rect>
          );
        })}
        <line
          x1={0}
          x2={width}
          y1={height - 0.5}
          y2={height - 0.5}
          stroke="currentColor"
          strokeOpacity={0.3}
        />
      </svg>
    </figure>
  );
}
