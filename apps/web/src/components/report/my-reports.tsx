import type { MyReport } from '@nibras/contracts/reports';
import { useTranslation } from 'react-i18next';
import { useMyReports } from '@/lib/reports';
import { panelSurface } from '@/components/ui/panel';
import { intlLocale } from '@/lib/intl-locale';

/** The signed-in person's reports, each with what came of it (decision 0026). */
export function MyReports() {
  const { t, i18n } = useTranslation('common');
  const reports = useMyReports();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
  });
  const outcomeOf = (report: MyReport) =>
    report.outcome
      ? t(`reports.outcomes.${report.outcome}`, { ns: 'shared' })
      : t(`reports.statuses.${report.status}`, { ns: 'shared' });
  return (
    <section aria-labelledby="my-reports" className={`${panelSurface} p-5`}>
      <h2 id="my-reports" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('report.mine.title')}
      </h2>
      {reports.data?.length === 0 && (
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t('report.mine.empty')}</p>
      )}
      <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        {reports.data?.map((report) => (
          <li key={report.id} className="flex flex-col gap-1 py-3 text-sm">
            <p className="font-semibold text-slate-900 dark:text-white">
              {t('report.mine.about', {
                subject: t(`reports.subjects.${report.subject}`, { ns: 'shared' }),
                name: report.reportedName ?? '—',
              })}
            </p>
            <p className="text-slate-700 dark:text-slate-200">
              {t('report.mine.reason', {
                reason: t(`reports.reasons.${report.reason}`, { ns: 'shared' }),
              })}
            </p>
            <p className="font-medium text-indigo-800 dark:text-amber-300">{outcomeOf(report)}</p>
            {report.outcomeNote && (
              <p dir="auto" className="text-slate-700 dark:text-slate-200">
                {t('report.mine.note', { note: report.outcomeNote })}
              </p>
            )}
            <p className="text-slate-600 dark:text-slate-300">
              <time dateTime={report.createdAt}>
                {t('report.mine.sentOn', { date: date.format(new Date(report.createdAt)) })}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
