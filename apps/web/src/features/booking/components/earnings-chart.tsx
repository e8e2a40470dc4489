import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatMoney } from '@/lib/money';

export type EarningsBar = { month: string; amount: number };

const axisTick = { fill: 'currentColor', fontSize: 13 };

/**
 * The last twelve months' earnings as bars (recharts, loaded with the tutor's dashboard only).
 * A picture for sighted readers: the table beside it carries the same figures for screen readers.
 */
export function EarningsChart({
  bars,
  currency,
  summary,
  name,
}: {
  bars: EarningsBar[];
  currency: string;
  /** What the chart shows, read out in place of the picture. */
  summary: string;
  /** The bars' name in the tooltip. */
  name: string;
}) {
  const formatMoney = useFormatMoney();
  return (
    <div
      role="img"
      aria-label={summary}
      className="mt-5 h-64 text-slate-700 dark:text-slate-200"
      dir="ltr"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
          <XAxis
            dataKey="month"
            tick={axisTick}
            stroke="currentColor"
            interval="preserveStartEnd"
          />
          <YAxis
            tick={axisTick}
            stroke="currentColor"
            width={72}
            tickFormatter={(value: number) => formatMoney(String(value), currency, { whole: true })}
          />
          <Tooltip
            formatter={(value) => formatMoney(String(value), currency)}
            contentStyle={{ borderRadius: 12 }}
            wrapperClassName="text-slate-900"
          />
          <Bar
            dataKey="amount"
            name={name}
            fill="#6366f1"
            isAnimationActive={false}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
