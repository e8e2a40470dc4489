import { useTranslation } from 'react-i18next';
import { useCountFormat } from '@/lib/count-format';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ProgressFigures } from '@/features/family/hooks/use-progress-figures';

/**
 * Mid-tone colours that keep a 3:1 contrast on white and on slate-900 alike, so one palette
 * serves both themes; each subject keeps its colour across the months.
 */
export const subjectColours = ['#6366f1', '#d97706', '#059669', '#0284c7', '#db2777', '#7c3aed'];
const attendanceColours = {
  attended: '#059669',
  missed: '#dc2626',
  tutorMissed: '#d97706',
  cancelled: '#64748b',
};
const attendanceKeys = ['attended', 'missed', 'tutorMissed', 'cancelled'] as const;

const axisTick = { fill: 'currentColor', fontSize: 13 };

/**
 * The charts of a child's progress (recharts, loaded only when a parent opens the progress tab).
 * They are pictures for sighted readers: the same numbers are in a table and a list beside them,
 * which screen readers read instead.
 */
export function ProgressCharts({ figures }: { figures: ProgressFigures }) {
  const { t } = useTranslation('family');
  const counted = useCountFormat();
  const { months, subjects, attendance, hoursText } = figures;
  const attendanceSlices = attendanceKeys
    .map((key) => ({ key, name: t(`progress.${key}`), value: attendance[key] }))
    .filter((slice) => slice.value > 0);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <figure className="min-w-0 lg:col-span-2">
        <figcaption className="font-semibold text-slate-900 dark:text-white">
          {t('progress.hoursChart')}
        </figcaption>
        <div
          role="img"
          aria-label={t('progress.hoursChartSummary', counted(months.length))}
          className="mt-3 h-72 text-slate-700 dark:text-slate-200"
          dir="ltr"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={months} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
              <XAxis dataKey="label" tick={axisTick} stroke="currentColor" />
              <YAxis
                tick={axisTick}
                stroke="currentColor"
                allowDecimals={false}
                width={36}
                tickFormatter={(value: number) => figures.number(value)}
              />
              <Tooltip
                formatter={(value) => hoursText(Number(value))}
                contentStyle={{ borderRadius: 12 }}
                wrapperClassName="text-slate-900"
              />
              <Legend wrapperStyle={{ fontSize: 13 }} />
              {subjects.map((subject, index) => (
                <Bar
                  key={subject.key}
                  dataKey={subject.key}
                  name={subject.name}
                  stackId="hours"
                  fill={subjectColours[index % subjectColours.length]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="min-w-0">
        <figcaption className="font-semibold text-slate-900 dark:text-white">
          {t('progress.attendanceChart')}
        </figcaption>
        <div
          role="img"
          aria-label={t('progress.attendanceChartSummary')}
          className="mt-3 h-48 text-slate-700 dark:text-slate-200"
          dir="ltr"
        >
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={attendanceSlices}
                dataKey="value"
                nameKey="name"
                innerRadius="55%"
                outerRadius="90%"
                stroke="none"
                isAnimationActive={false}
              >
                {attendanceSlices.map((slice) => (
                  <Cell key={slice.key} fill={attendanceColours[slice.key]} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => figures.number(Number(value))} />
            </PieChart>
          </ResponsiveContainer>
        </div>
        <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-800 dark:text-slate-100">
          {attendanceKeys.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <span
                aria-hidden
                className="inline-block size-3 rounded-full"
                style={{ backgroundColor: attendanceColours[key] }}
              />
              <span>{t(`progress.${key}`)}</span>
              <span className="ms-auto font-semibold">{figures.number(attendance[key])}</span>
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}
