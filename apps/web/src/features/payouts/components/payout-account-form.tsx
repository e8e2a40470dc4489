import { zodResolver } from '@hookform/resolvers/zod';
import {
  payoutAccountInputSchema,
  type PayoutAccount,
  type PayoutAccountInput,
} from '@nibras/contracts/payouts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useSavePayoutAccount } from '@/features/payouts/api/save-payout-account';
import { mutedClass } from './styles';

type AccountValues = z.output<typeof payoutAccountInputSchema>;

/** The bank account payouts go to: shown by its last four characters, or asked for. */
export function PayoutAccountForm({ account }: { account: PayoutAccount | null }) {
  const { t } = useTranslation('payouts');
  const errorText = useErrorText();
  const save = useSavePayoutAccount();
  const [editing, setEditing] = useState(account === null);
  const form = useForm<PayoutAccountInput, unknown, AccountValues>({
    resolver: zodResolver(payoutAccountInputSchema),
    defaultValues: { iban: '', holderName: account?.holderName ?? '' },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        form.reset({ iban: '', holderName: values.holderName });
      },
    }),
  );

  if (!editing && account) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800 dark:text-slate-100">
          {t('account.saved', { last4: account.ibanLast4, holder: account.holderName })}
        </p>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('account.change')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className={mutedClass}>{t('account.why')}</p>
      <TextField
        label={t('account.iban')}
        hint={t('account.ibanHint')}
        dir="ltr"
        autoComplete="off"
        error={form.formState.errors.iban}
        {...form.register('iban')}
      />
      <TextField
        label={t('account.holder')}
        autoComplete="name"
        error={form.formState.errors.holderName}
        {...form.register('holderName')}
      />
      {save.isError && <FormAlert tone="error">{errorText(save.error)}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('account.saving') : t('account.save')}
        </Button>
        {account && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            {t('account.keep')}
          </Button>
        )}
      </div>
    </form>
  );
}
