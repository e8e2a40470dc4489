import { tutorPriceCurrency } from '@nibras/contracts/tutor-subjects';
import type { EarningsFigures, TutorEarnings as Earnings } from '@nibras/contracts/tutor-earnings';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/money';
import { useTutorEarnings } from '@/features/booking/api/get-tutor-earnings';
import { useCountFormat } from '@/lib/count-format';
import { useMonthNames } from '@/lib/month-names';
import type { EarningsBar } from './earnings-chart';
import { LoadFailed, Loading } from './load-state';
import { mutedClass, panelClass } from './styles';

// recharts is large: it comes with the tutor's dashboard, after the figures, never with the first page.
const EarningsChart = lazy(() =>
  import('./earnings-chart').then((module) => ({ default: module.EarningsChart })),
);

/** "$120.00", or "$120.00 · €30.00" when bookings were priced in more than one currency. */
function useAmountText() {
  const formatMoney = useFormatMoney();
  return (figures: EarningsFigures) =>
    figures.amounts.length === 0
      ? formatMoney('0', tutorPriceCurrency)
      : figures.amounts.map((sum) => formatMoney(sum.amount, sum.currency)).join(' · ');
}

/**
 * What a tutor earned from completed bookings: this month and in total (free trials count as
 * bookings at 0), and a chart of the last twelve months with the same figures in a table for
 * screen readers. Months are the tutor's own, as the API counts them.
 */
export function TutorEarnings() {
  const { t } = useTranslation('booking');
  const earnings = useTutorEarnings();
  return (
    <section aria-labelledby="earnings" className={panelClass}>
      <h2 id="earnings" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('earnings.title')}
      </h2>
      {earnings.isPending && <Loading label={t('earnings.loading')} />}
      {earnings.isError && (
        <LoadFailed message={t('earnings.failed')} onRetry={() => void earnings.refetch()} />
      )}
      {earnings.data && <EarningsFiguresView earnings={earnings.data} />}
    </section>
  );
}

function EarningsFiguresView({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation('booking');
  const amountText = useAmountText();
  const count = useCountFormat();
  const monthName = useMonthNames();
  const tiles = [
    { id: 'month', label: t('earnings.thisMonth'), figures: earnings.thisMonth },
    { id: 'total', label: t('earnings.total'), figures: earnings.total },
  ];
  const currency = earnings.total.amounts[0]?.currency ?? tutorPriceCurrency;
  const bars: EarningsBar[] = earnings.months.map((month) => ({
    month: monthName.short(month.month),
    amount: Number(month.amounts.find((sum) => sum.currency === currency)?.amount ?? 0),
  }));
  return (
    <>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {tiles.map((tile) => (
          <div key={tile.id} className="rounded-xl bg-indigo-50 p-4 dark:bg-slate-800">
            <dt className="text-sm text-slate-700 dark:text-slate-200">{tile.label}</dt>
            <dd className="mt-1">
              <span className="block text-2xl font-bold text-indigo-900 dark:text-amber-200">
                {amountText(tile.figures)}
              </span>
              <span className={mutedClass}>
                {t('earnings.sessions', count(tile.figures.sessions))}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {earnings.total.sessions === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-200">{t('earnings.empty')}</p>
      ) : (
        <>
          <Suspense fallback={<Loading label={t('earnings.chartLoading')} />}>
            <EarningsChart
              bars={bars}
              currency={currency}
              summary={t('earnings.chartSummary', count(earnings.months.length))}
              name={t('earnings.amount')}
            />
          </Suspense>
          {/* A table ignores sr-only's 1 px box and would widen a phone's page: its wrapper hides it. */}
          <div className="sr-only">
            <table>
              <caption>{t('earnings.byMonth')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('earnings.month')}</th>
                  <th scope="col">{t('earnings.sessionsColumn')}</th>
                  <th scope="col">{t('earnings.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {earnings.months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthName.long(month.month)}</th>
                    <td>{count(month.sessions).n}</td>
                    <td>{amountText(month)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
