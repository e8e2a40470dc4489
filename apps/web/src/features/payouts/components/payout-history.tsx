import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Pager } from '@/components/ui/pager';
import { useFormatMoney } from '@/lib/money';
import { payoutsPageSize, usePayouts } from '@/features/payouts/api/get-payouts';
import { mutedClass } from './styles';
import { intlLocale } from '@/lib/intl-locale';

/** Every payout asked for, with where it stands and the account it went to. */
export function PayoutHistory() {
  const { t, i18n } = useTranslation('payouts');
  const money = useFormatMoney();
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
  });
  if (payouts.isPending) return <LoadingLine label={t('history.loading')} />;
  if (payouts.isError) {
    return <LoadFailure message={t('history.failed')} onRetry={() => void payouts.refetch()} />;
  }
  if (payouts.data.items.length === 0) {
    return <p className="text-slate-700 dark:text-slate-200">{t('history.empty')}</p>;
  }
  const pages = Math.ceil(payouts.data.total / payoutsPageSize);
  return (
    <>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {payouts.data.items.map((payout) => (
          <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="font-medium text-slate-900 dark:text-white">
                {money(payout.amount, payout.currency)}
              </p>
              <p className={mutedClass}>
                <time dateTime={payout.requestedAt}>
                  {date.format(new Date(payout.requestedAt))}
                </time>
                {' · '}
                {t('history.to', { last4: payout.ibanLast4 })}
              </p>
              {payout.refusalReason && (
                <p className="mt-1 text-sm text-slate-800 dark:text-slate-100">
                  {t('history.refusedBecause')}{' '}
                  <span dir="auto" className="whitespace-pre-line">
                    {payout.refusalReason}
                  </span>
                </p>
              )}
            </div>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              {t(`status.${payout.status}`)}
            </span>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={payoutsPageSize}
        total={payouts.data.total}
        onPage={setPage}
        labels={{
          previous: t('history.previous'),
          next: t('history.next'),
          where: t('history.page', { page, pages }),
        }}
      />
    </>
  );
}
