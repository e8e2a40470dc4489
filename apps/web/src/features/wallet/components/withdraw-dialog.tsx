import { zodResolver } from '@hookform/resolvers/zod';
import { amountOf } from '@nibras/contracts/money';
import { createWithdrawalSchema } from '@nibras/contracts/wallet';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { useCreateWithdrawal } from '@/features/wallet/api/create-withdrawal';

type WithdrawInput = z.input<typeof createWithdrawalSchema>;
type WithdrawValues = z.output<typeof createWithdrawalSchema>;

/** Sends available money back to the card: the amount (all of it by default), then confirm. */
export function WithdrawButton({ available, currency }: { available: string; currency: string }) {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const withdraw = useCreateWithdrawal();
  const form = useForm<WithdrawInput, unknown, WithdrawValues>({
    resolver: zodResolver(createWithdrawalSchema),
    defaultValues: { amount: available },
  });
  const submit = form.handleSubmit(({ amount }) =>
    withdraw.mutate(
      { amount: amountOf(amount) },
      {
        onSuccess: (done) => {
          toast.success(t('withdraw.done', { amount: money(done.amount, done.currency) }));
          setOpen(false);
        },
      },
    ),
  );
  const openDialog = (next: boolean) => {
    if (next) {
      form.reset({ amount: available });
      withdraw.reset();
    }
    setOpen(next);
  };
  return (
    <>
      <Button
        variant="secondary"
        disabled={Number(available) <= 0}
        onClick={() => openDialog(true)}
      >
        {t('withdraw.open')}
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={openDialog}
        title={t('withdraw.title')}
        description={t('withdraw.body', { available: money(available, currency) })}
      >
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <TextField
            label={t('withdraw.amount')}
            type="number"
            error={form.formState.errors.amount}
            {...form.register('amount')}
          />
          {withdraw.isError && <FormAlert tone="error">{errorText(withdraw.error)}</FormAlert>}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => openDialog(false)}>
              {t('withdraw.keep')}
            </Button>
            <Button type="submit" disabled={withdraw.isPending} aria-busy={withdraw.isPending}>
              {withdraw.isPending ? t('withdraw.working') : t('withdraw.confirm')}
            </Button>
          </div>
        </form>
      </ActionDialog>
    </>
  );
}
