import type { ChildProgress, Child } from '@nibras/contracts/family';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { progressMonths, useChildProgress } from '@/features/family/api/get-child-progress';
import {
  useProgressFigures,
  type ProgressFigures,
} from '@/features/family/hooks/use-progress-figures';
import { LoadFailed, Loading } from './load-state';
import { TutorNotes } from './tutor-notes';

// recharts is large: it is fetched when a parent first opens a child's progress, not with the page.
const ProgressCharts = lazy(() =>
  import('./progress-charts').then((module) => ({ default: module.ProgressCharts })),
);

function Tiles({ figures }: { figures: ProgressFigures }) {
  const { t } = useTranslation('family');
  const { totals } = figures;
  const tiles = [
    { label: t('progress.totalHours'), value: figures.number(totals.hours) },
    { label: t('progress.totalSessions'), value: figures.number(totals.sessions) },
    {
      label: t('progress.attendanceRate'),
      value: totals.attendanceRate === null ? '—' : figures.percent(totals.attendanceRate),
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="rounded-xl bg-indigo-50 p-3 text-center sm:p-4 dark:bg-slate-800"
        >
          <dt className="text-xs text-slate-700 sm:text-sm dark:text-slate-200">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-indigo-900 sm:text-3xl dark:text-amber-200">
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ProgressTable({ figures }: { figures: ProgressFigures }) {
  const { t } = useTranslation('family');
  return (
    <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold text-indigo-800 dark:text-amber-300">
        {t('progress.table')}
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-start text-sm text-slate-800 dark:text-slate-100">
          <caption className="sr-only">{t('progress.tableCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 text-start font-semibold">
                {t('progress.month')}
              </th>
              <th scope="col" className="py-2 text-start font-semibold">
                {t('progress.subject')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t('progress.sessions')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t('progress.hours')}
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.rows.map((row) => (
              <tr
                key={`${row.month}-${row.subject}`}
                className="border-b border-slate-100 dark:border-slate-800"
              >
                <th scope="row" className="py-2 text-start font-normal">
                  {row.monthName}
                </th>
                <td className="py-2">{row.subject}</td>
                <td className="py-2 text-end">{figures.number(row.sessions)}</td>
                <td className="py-2 text-end">{figures.number(row.hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Progress({ progress }: { progress: ChildProgress }) {
  const { t } = useTranslation('family');
  const figures = useProgressFigures(progress);
  const empty = Object.values(figures.attendance).every((count) => count === 0);
  return (
    <div className="flex flex-col gap-6">
      {empty ? (
        <p className="text-slate-700 dark:text-slate-200">{t('progress.empty')}</p>
      ) : (
        <>
          <Tiles figures={figures} />
          <Suspense fallback={<Loading label={t('progress.chartLoading')} />}>
            <ProgressCharts figures={figures} />
          </Suspense>
          <ProgressTable figures={figures} />
        </>
      )}
      <TutorNotes notes={progress.notes} title={t('progress.notes')} />
    </div>
  );
}

/** A child's last six months at a glance: totals, charts (with a table), and tutors' notes. */
export function ProgressView({ child }: { child: Child }) {
  const { t } = useTranslation('family');
  const progress = useChildProgress(child.id, progressMonths);
  return (
    <section aria-labelledby={`progress-${child.id}`} className="flex flex-col gap-4">
      <h4
        id={`progress-${child.id}`}
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('progress.title', { name: child.name })}
      </h4>
      {progress.isPending && <Loading label={t('progress.loading')} />}
      {progress.isError && (
        <LoadFailed message={t('progress.failed')} onRetry={() => void progress.refetch()} />
      )}
      {progress.data && <Progress progress={progress.data} />}
    </section>
  );
}
