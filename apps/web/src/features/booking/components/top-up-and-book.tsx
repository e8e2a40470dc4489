import { amountOf, minorOf } from '@nibras/contracts/money';
import { topUpMinMinor } from '@nibras/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { useStartTopUp } from '@/lib/wallet/create-top-up';
import { useReturningTopUp } from '@/lib/wallet/get-top-up';

/** The name of the search parameter the checkout comes back with. */
export const topUpParam = 'topUp';

/** A shortfall below the smallest top-up is topped up by the smallest one. */
export function topUpAmountFor(shortfall: string) {
  return amountOf(Math.max(minorOf(shortfall), topUpMinMinor));
}

/**
 * 402 `insufficient_funds`: one button tops the wallet up by what is missing and comes back to
 * this very step (every choice is in the URL, which is the top-up's return path).
 */
export function TopUpAndBook({
  shortfall,
  currency,
  then = 'book',
}: {
  shortfall: string;
  currency: string;
  /** What the family does once the money is in: book, or approve a child's booking. */
  then?: 'book' | 'approve';
}) {
  const { t } = useTranslation('booking');
  const money = useFormatMoney();
  const errorText = useErrorText();
  const { pathname, search } = useLocation();
  const start = useStartTopUp();
  const amount = topUpAmountFor(shortfall);
  const topUp = () => {
    const params = new URLSearchParams(search);
    params.delete(topUpParam);
    const query = params.toString();
    start.mutate({ amount, returnPath: query ? `${pathname}?${query}` : pathname });
  };
  return (
    <div className="mt-3 flex flex-col gap-3">
      <Button onClick={topUp} disabled={start.isPending} aria-busy={start.isPending}>
        {start.isPending
          ? t('payment.openingCheckout')
          : t(then === 'book' ? 'payment.topUpAndBook' : 'payment.topUpAndApprove', {
              amount: money(amount, currency),
            })}
      </Button>
      {start.isError && <p>{errorText(start.error)}</p>}
    </div>
  );
}

/** Back from the checkout: waits for the payment, then says the family may go on in one click. */
export function TopUpReturn({ id, then = 'book' }: { id: string; then?: 'book' | 'approve' }) {
  const { t } = useTranslation('booking');
  const money = useFormatMoney();
  const topUp = useReturningTopUp(id);
  const paid = topUp.data;
  const status = paid?.status;
  if (paid && status === 'succeeded') {
    return (
      <FormAlert tone="success">
        {t(then === 'book' ? 'payment.toppedUp' : 'payment.toppedUpApprove', {
          amount: money(paid.amount, paid.currency),
        })}
      </FormAlert>
    );
  }
  if (status === 'failed' || topUp.isError) {
    return <FormAlert tone="error">{t('payment.topUpFailed')}</FormAlert>;
  }
  return (
    <p role="status" className="rounded-xl bg-slate-100 p-4 text-sm dark:bg-slate-800">
      {topUp.gaveUp ? t('payment.topUpSlow') : t('payment.waitingForTopUp')}
    </p>
  );
}

/** Whether a top-up this page came back from is still being paid (Confirm waits for it). */
export function useTopUpPending(id: string | null) {
  const topUp = useReturningTopUp(id);
  return id !== null && (topUp.isPending || (topUp.data?.status === 'pending' && !topUp.gaveUp));
}
