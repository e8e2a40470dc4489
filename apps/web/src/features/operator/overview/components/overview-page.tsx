import type { OverviewDay } from '@nibras/contracts/overview';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelClass, controlClass } from '@/components/form/field-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { useCountFormat } from '@/lib/count-format';
import { useFormatMoney } from '@/lib/money';
import { ConsolePage } from '@/features/operator/components/console-page';
import { useOverview } from '@/features/operator/overview/api/get-overview';
import { BarChart } from './bar-chart';

const countColumns = [
  'sessionsBooked',
  'sessionsHeld',
  'sessionsCompleted',
  'sessionsCancelled',
  'newFamilies',
  'newTutors',
] as const;
const moneyColumns = ['moneyHeld', 'moneyPaid'] as const;

/** The console's index: what happened each day, as bars and as a table of the same figures. */
export function OverviewPage() {
  const { t, i18n } = useTranslation('operator');
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const overview = useOverview(range);
  const counted = useCountFormat();
  const formatMoney = useFormatMoney();
  const dayFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
    [i18n.resolvedLanguage],
  );
  const data = overview.data;
  const days = data?.days ?? [];
  const dayLabels = days.map((day) => dayFormat.format(new Date(`${day.day}T00:00:00Z`)));
  const money = (value: number) => formatMoney(value.toFixed(2), data?.currency ?? 'USD');
  const count = (value: number) => counted(value).n;
  const series = (pick: (day: OverviewDay) => number) => days.map(pick);

  return (
    <ConsolePage title={t('console.tabs.overview')} description={t('overview.description')}>
      <form
        className="mb-6 flex flex-wrap items-end gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor="overview-from" className={labelClass}>
            {t('overview.from')}
          </label>
          <input
            id="overview-from"
            type="date"
            dir="ltr"
            className={controlClass}
            value={range.from ?? data?.from ?? ''}
            onChange={(event) => setRange({ ...range, from: event.target.value || undefined })}
          />
        </div>
        <div>
          <label htmlFor="overview-to" className={labelClass}>
            {t('overview.to')}
          </label>
          <input
            id="overview-to"
            type="date"
            dir="ltr"
            className={controlClass}
            value={range.to ?? data?.to ?? ''}
            onChange={(event) => setRange({ ...range, to: event.target.value || undefined })}
          />
        </div>
      </form>
      {overview.isError && <p role="alert">{t('overview.failed')}</p>}
      {!data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <div aria-busy={overview.isFetching}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <BarChart
              title={t('overview.columns.sessionsBooked')}
              values={series((day) => day.sessionsBooked)}
              dayLabels={dayLabels}
              formatValue={count}
            />
            <BarChart
              title={t('overview.columns.sessionsCompleted')}
              values={series((day) => day.sessionsCompleted)}
              dayLabels={dayLabels}
              formatValue={count}
            />
            <BarChart
              title={t('overview.columns.newFamilies')}
              values={series((day) => day.newFamilies)}
              dayLabels={dayLabels}
              formatValue={count}
            />
            <BarChart
              title={t('overview.columns.moneyHeld')}
              values={series((day) => Number(day.moneyHeld))}
              dayLabels={dayLabels}
              formatValue={money}
            />
          </div>
          <div className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
            <table className="w-full text-sm">
              <caption className="px-4 py-3 text-start font-semibold text-slate-800 dark:text-slate-100">
                {t('overview.tableCaption')}
              </caption>
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('overview.columns.day')}
                  </th>
                  {[...countColumns, ...moneyColumns].map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-end">
                      {t(`overview.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day, index) => (
                  <tr key={day.day} className="border-t border-slate-200 dark:border-slate-800">
                    <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                      <time dateTime={day.day}>{dayLabels[index]}</time>
                    </th>
                    {countColumns.map((column) => (
                      <td key={column} className="px-3 py-2 text-end tabular-nums">
                        {count(day[column])}
                      </td>
                    ))}
                    {moneyColumns.map((column) => (
                      <td
                        key={column}
                        className="px-3 py-2 text-end whitespace-nowrap tabular-nums"
                      >
                        {formatMoney(day[column], data.currency)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </ConsolePage>
  );
}
