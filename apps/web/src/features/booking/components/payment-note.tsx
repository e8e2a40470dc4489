import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '@/lib/money';
import { moneyFigures } from '@/lib/money-figures';
import { useWallet } from '@/lib/wallet/get-wallet';
import { mutedClass, textLinkClass } from './styles';

/**
 * Under a paid session's price: what the wallet has, that the price will be held (not yet
 * spent), and the cancellation rule in one sentence with the full policy a link away.
 */
export function PaymentNote({ price, currency }: { price: string; currency: string }) {
  const { t } = useTranslation('booking');
  const money = useFormatMoney();
  const wallet = useWallet({ pageSize: 1 });
  const share = moneyFigures().lateCancelSharePercent;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-800 dark:bg-slate-800/60 dark:text-slate-100">
      {wallet.data && (
        <p>
          {t('payment.available', { amount: money(wallet.data.available, wallet.data.currency) })}
        </p>
      )}
      <p className="font-medium">{t('payment.hold', { amount: money(price, currency) })}</p>
      <p className={mutedClass}>
        {t('payment.policy', { share })}{' '}
        <Link to="/policies/payments" className={textLinkClass}>
          {t('payment.policyLink')}
        </Link>
      </p>
    </div>
  );
}
