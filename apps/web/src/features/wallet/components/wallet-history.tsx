import type { Wallet } from '@nibras/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@/components/ui/pager';
import { useFormatMoney } from '@/lib/money';
import { useEntryText } from '@/features/wallet/hooks/use-entry-text';
import { textLinkClass } from '@/components/ui/text-link';
import { mutedClass } from './styles';
import { intlLocale } from '@/lib/intl-locale';

/** The wallet's movements, newest first: what each was, and its effect on each balance. */
export function WalletHistory({
  wallet,
  onPage,
}: {
  wallet: Wallet;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const money = useFormatMoney();
  const textOf = useEntryText();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (wallet.entries.length === 0) {
    return <p className="mt-3 text-slate-700 dark:text-slate-200">{t('history.empty')}</p>;
  }
  const pages = Math.max(1, Math.ceil(wallet.total / wallet.pageSize));
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {wallet.entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">
                {entry.booking ? (
                  <Link to={`/sessions/${entry.booking.id}`} className={textLinkClass}>
                    {textOf(entry)}
                  </Link>
                ) : (
                  textOf(entry)
                )}
              </p>
              <p className={mutedClass}>
                <time dateTime={entry.at}>{date.format(new Date(entry.at))}</time>
                {entry.receiptId && (
                  <>
                    {' · '}
                    <Link to={`/wallet/receipts/${entry.receiptId}`} className={textLinkClass}>
                      {t('history.receipt')}
                    </Link>
                  </>
                )}
              </p>
            </div>
            <dl className="text-end text-sm">
              {Number(entry.available) !== 0 && (
                <div>
                  <dt className="sr-only">{t('history.availableChange')}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">
                    {money(entry.available, wallet.currency)}
                  </dd>
                </div>
              )}
              {Number(entry.held) !== 0 && (
                <div>
                  <dt className={mutedClass}>{t('history.heldChange')}</dt>
                  <dd className={mutedClass}>{money(entry.held, wallet.currency)}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <Pager
        page={wallet.page}
        pageSize={wallet.pageSize}
        total={wallet.total}
        onPage={onPage}
        labels={{
          previous: t('history.previous'),
          next: t('history.next'),
          where: t('history.page', { page: wallet.page, pages }),
        }}
      />
    </>
  );
}
