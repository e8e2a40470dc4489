import { zodResolver } from '@hookform/resolvers/zod';
import { amountOf } from '@nibras/contracts/money';
import { createPayoutSchema, type TutorBalance } from '@nibras/contracts/payouts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { useCreatePayout } from '@/features/payouts/api/create-payout';

type PayoutInput = z.input<typeof createPayoutSchema>;
type PayoutValues = z.output<typeof createPayoutSchema>;

/** Asks for a payout of what is available (all of it by default) to the saved bank account. */
export function PayoutRequest({ balance }: { balance: TutorBalance }) {
  const { t } = useTranslation('payouts');
  const money = useFormatMoney();
  const errorText = useErrorText();
  const request = useCreatePayout();
  const form = useForm<PayoutInput, unknown, PayoutValues>({
    resolver: zodResolver(createPayoutSchema),
    values: { amount: balance.available },
  });
  const submit = form.handleSubmit(({ amount }) =>
    request.mutate(
      { amount: amountOf(amount) },
      {
        onSuccess: (payout) =>
          toast.success(t('request.done', { amount: money(payout.amount, payout.currency) })),
      },
    ),
  );
  if (Number(balance.available) <= 0) {
    return <p className="text-slate-700 dark:text-slate-200">{t('request.nothing')}</p>;
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('request.amount')}
        hint={t('request.hint', { available: money(balance.available, balance.currency) })}
        type="number"
        error={form.formState.errors.amount}
        {...form.register('amount')}
      />
      {request.isError && <FormAlert tone="error">{errorText(request.error)}</FormAlert>}
      <div>
        <Button type="submit" disabled={request.isPending} aria-busy={request.isPending}>
          {request.isPending ? t('request.working') : t('request.submit')}
        </Button>
      </div>
    </form>
  );
}
