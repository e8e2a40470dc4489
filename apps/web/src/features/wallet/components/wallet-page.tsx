import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/form/load-failure';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { textLinkClass } from '@/components/ui/text-link';
import { errorCodeOf, useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { usePageTitle } from '@/lib/page-title';
import { useWallet } from '@/lib/wallet/get-wallet';
import { ReceiptsList } from './receipts-list';
import { mutedClass, panelClass, sectionHeadingClass } from './styles';
import { TopUpForm } from './top-up-form';
import { TopUpResult } from './top-up-result';
import { WalletHistory } from './wallet-history';
import { WithdrawButton } from './withdraw-dialog';

const historyPageSize = 20;

/** /wallet: a family's balances, top-up, withdrawal, history and receipts. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  usePageTitle(t('title'));
  const money = useFormatMoney();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const topUpId = params.get('topUp');
  const wallet = useWallet({ page, pageSize: historyPageSize });
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  // A tutor or a child's own login has no wallet to show: the API's reason, not a retry.
  const refused = ['wallet_not_available', 'forbidden'].includes(errorCodeOf(wallet.error) ?? '');

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-200">
        {t('intro')}{' '}
        <Link to="/policies/payments" className={textLinkClass}>
          {t('policyLink')}
        </Link>
      </p>
      {topUpId && (
        <div className="mt-6">
          <TopUpResult id={topUpId} />
        </div>
      )}
      {refused ? (
        <p role="alert" className="mt-6 text-slate-800 dark:text-slate-100">
          {errorText(wallet.error)}
        </p>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <section aria-labelledby="wallet-balance" className={panelClass}>
              <h2 id="wallet-balance" className={sectionHeadingClass}>
                {t('balance.title')}
              </h2>
              {wallet.isPending && (
                <div role="status" aria-label={t('balance.loading')} className="mt-3 flex gap-6">
                  <Skeleton className="h-14 w-36" />
                  <Skeleton className="h-14 w-36" />
                </div>
              )}
              {wallet.isError && (
                <div className="mt-3">
                  <LoadFailure
                    message={t('balance.failed')}
                    onRetry={() => void wallet.refetch()}
                  />
                </div>
              )}
              {wallet.data && (
                <>
                  <dl className="mt-3 grid gap-4 sm:grid-cols-2">
                    <div>
                      <dt className={mutedClass}>{t('balance.available')}</dt>
                      <dd className="text-3xl font-bold text-slate-900 dark:text-white">
                        {money(wallet.data.available, wallet.data.currency)}
                      </dd>
                    </div>
                    <div>
                      <dt className={mutedClass}>{t('balance.held')}</dt>
                      <dd className="text-3xl font-bold text-slate-700 dark:text-slate-200">
                        {money(wallet.data.held, wallet.data.currency)}
                      </dd>
                      <dd className={mutedClass}>{t('balance.heldHint')}</dd>
                    </div>
                  </dl>
                  <div className="mt-4">
                    <WithdrawButton
                      available={wallet.data.available}
                      currency={wallet.data.currency}
                    />
                  </div>
                </>
              )}
            </section>
            <section aria-labelledby="wallet-history" className={panelClass}>
              <h2 id="wallet-history" className={sectionHeadingClass}>
                {t('history.title')}
              </h2>
              {wallet.data && <WalletHistory wallet={wallet.data} onPage={goTo} />}
            </section>
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <section aria-labelledby="wallet-top-up" className={panelClass}>
              <h2 id="wallet-top-up" className={`${sectionHeadingClass} mb-3`}>
                {t('topUp.title')}
              </h2>
              <TopUpForm />
            </section>
            {/* After the wallet: a login without one has no receipts to ask for either. */}
            {wallet.data && <ReceiptsList />}
          </div>
        </div>
      )}
    </Container>
  );
}
