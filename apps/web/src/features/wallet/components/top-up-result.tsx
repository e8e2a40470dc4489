import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { useReturningTopUp } from '@/lib/wallet/get-top-up';

/**
 * Back from the checkout with `?topUp=<id>`: waits for the provider's word on the payment,
 * then says whether the money arrived (the balances above are read again meanwhile).
 */
export function TopUpResult({ id }: { id: string }) {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const errorText = useErrorText();
  const topUp = useReturningTopUp(id);
  const status = topUp.data?.status;
  const amount = topUp.data ? money(topUp.data.amount, topUp.data.currency) : '';

  useEffect(() => {
    if (status === 'succeeded') toast.success(t('return.succeeded', { amount }));
    if (status === 'failed') toast.error(t('return.failed'));
  }, [status, amount, t]);

  if (topUp.isError) return <FormAlert tone="error">{errorText(topUp.error)}</FormAlert>;
  if (status === 'succeeded') {
    return <FormAlert tone="success">{t('return.succeeded', { amount })}</FormAlert>;
  }
  if (status === 'failed') return <FormAlert tone="error">{t('return.failed')}</FormAlert>;
  return (
    <p role="status" className="rounded-xl bg-slate-100 p-4 text-sm dark:bg-slate-800">
      {topUp.gaveUp ? t('return.stillPending') : t('return.waiting')}
    </p>
  );
}
