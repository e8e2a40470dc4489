import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Container } from '@/components/ui/container';
import { textLinkClass } from '@/components/ui/text-link';
import { useFormatMoney } from '@/lib/money';
import { usePageTitle } from '@/lib/page-title';
import { moneyFigures } from '@/lib/money-figures';
import { usePayoutAccount } from '@/features/payouts/api/get-payout-account';
import { useTutorBalance } from '@/features/payouts/api/get-tutor-balance';
import { PayoutAccountForm } from './payout-account-form';
import { PayoutHistory } from './payout-history';
import { PayoutRequest } from './payout-request';
import { mutedClass, panelClass, sectionHeadingClass } from './styles';

const figureKeys = ['pending', 'available', 'requested', 'paidOut'] as const;

/**
 * /dashboard/tutor/money: what the tutor has earned and where it stands, the platform's share
 * said up front, the bank account, a payout request and the payouts so far.
 */
export function MoneyPage() {
  const { t } = useTranslation('payouts');
  usePageTitle(t('title'));
  const money = useFormatMoney();
  const balance = useTutorBalance();
  const account = usePayoutAccount();
  const holdHours = t('hours', { count: moneyFigures().payoutHoldHours });
  return (
    <Container className="py-10">
      <Link
        to="/dashboard/tutor"
        className={`${textLinkClass} inline-flex items-center gap-1 text-sm`}
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{t('title')}</h1>
      {balance.data && (
        <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-200">
          {t('commission', { percent: balance.data.commissionPercent, hours: holdHours })}{' '}
          <Link to="/policies/payments" className={textLinkClass}>
            {t('policyLink')}
          </Link>
        </p>
      )}
      <section aria-labelledby="tutor-balance" className={`${panelClass} mt-8`}>
        <h2 id="tutor-balance" className={sectionHeadingClass}>
          {t('balance.title')}
        </h2>
        <div className="mt-3">
          {balance.isPending && <LoadingLine label={t('balance.loading')} />}
          {balance.isError && (
            <LoadFailure message={t('balance.failed')} onRetry={() => void balance.refetch()} />
          )}
        </div>
        {balance.data && (
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {figureKeys.map((key) => (
              <div key={key}>
                <dt className={mutedClass}>{t(`balance.${key}`)}</dt>
                <dd className="text-2xl font-bold text-slate-900 dark:text-white">
                  {money(balance.data[key], balance.data.currency)}
                </dd>
                <dd className={mutedClass}>{t(`balance.${key}Hint`, { hours: holdHours })}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="payout-account" className={panelClass}>
          <h2 id="payout-account" className={`${sectionHeadingClass} mb-3`}>
            {t('account.title')}
          </h2>
          {account.isPending && <LoadingLine label={t('account.loading')} />}
          {account.isError && (
            <LoadFailure message={t('account.failed')} onRetry={() => void account.refetch()} />
          )}
          {account.isSuccess && <PayoutAccountForm account={account.data} />}
        </section>
        <section aria-labelledby="payout-request" className={panelClass}>
          <h2 id="payout-request" className={`${sectionHeadingClass} mb-3`}>
            {t('request.title')}
          </h2>
          {balance.data && <PayoutRequest balance={balance.data} />}
        </section>
      </div>
      <section aria-labelledby="payout-history" className={`${panelClass} mt-6`}>
        <h2 id="payout-history" className={`${sectionHeadingClass} mb-3`}>
          {t('history.title')}
        </h2>
        <PayoutHistory />
      </section>
    </Container>
  );
}
