import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Pager } from '@/components/ui/pager';
import { textLinkClass } from '@/components/ui/text-link';
import { useFormatMoney } from '@/lib/money';
import { receiptsPageSize, useReceipts } from '@/features/wallet/api/get-receipts';
import { mutedClass, panelClass, sectionHeadingClass } from './styles';
import { intlLocale } from '@/lib/intl-locale';

/** The family's receipts, each a link to its printable page. */
export function ReceiptsList() {
  const { t, i18n } = useTranslation('wallet');
  const money = useFormatMoney();
  const [page, setPage] = useState(1);
  const receipts = useReceipts(page);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
  });
  return (
    <section aria-labelledby="wallet-receipts" className={panelClass}>
      <h2 id="wallet-receipts" className={sectionHeadingClass}>
        {t('receipts.title')}
      </h2>
      <div className="mt-3">
        {receipts.isPending && <LoadingLine label={t('receipts.loading')} />}
        {receipts.isError && (
          <LoadFailure message={t('receipts.failed')} onRetry={() => void receipts.refetch()} />
        )}
        {receipts.data?.items.length === 0 && (
          <p className="text-slate-700 dark:text-slate-200">{t('receipts.empty')}</p>
        )}
      </div>
      {receipts.data && receipts.data.items.length > 0 && (
        <>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {receipts.data.items.map((receipt) => (
              <li key={receipt.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/wallet/receipts/${receipt.id}`} className={textLinkClass}>
                  {t('receipts.line', { number: receipt.number, kind: t(`kind.${receipt.kind}`) })}
                </Link>
                <span className={mutedClass}>
                  <time dateTime={receipt.issuedAt}>{date.format(new Date(receipt.issuedAt))}</time>
                  {' · '}
                  {money(receipt.amount, receipt.currency)}
                </span>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={receiptsPageSize}
            total={receipts.data.total}
            onPage={setPage}
            labels={{
              previous: t('history.previous'),
              next: t('history.next'),
              where: t('history.page', {
                page,
                pages: Math.ceil(receipts.data.total / receiptsPageSize),
              }),
            }}
          />
        </>
      )}
    </section>
  );
}
