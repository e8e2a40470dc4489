import { zodResolver } from '@hookform/resolvers/zod';
import { amountOf, platformCurrency } from '@nibras/contracts/money';
import { createTopUpSchema, topUpPresetsMinor } from '@nibras/contracts/wallet';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { useStartTopUp } from '@/lib/wallet/create-top-up';

const topUpAmountSchema = createTopUpSchema.pick({ amount: true });
type TopUpInput = z.input<typeof topUpAmountSchema>;
type TopUpValues = z.output<typeof topUpAmountSchema>;

const chipClass = (chosen: boolean) =>
  `rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-amber-300 ${
    chosen
      ? 'border-indigo-700 bg-indigo-700 text-white dark:border-amber-300 dark:bg-amber-300 dark:text-slate-950'
      : 'border-slate-300 bg-white text-slate-800 hover:border-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-amber-300'
  }`;

/**
 * Adds money: a preset amount in one click or any amount typed (in any digits); the browser then
 * goes to the payment provider's page and comes back to /wallet with `?topUp=<id>`.
 */
export function TopUpForm() {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const errorText = useErrorText();
  const start = useStartTopUp();
  const form = useForm<TopUpInput, unknown, TopUpValues>({
    resolver: zodResolver(topUpAmountSchema),
    defaultValues: { amount: '' },
  });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const submit = form.handleSubmit(({ amount }) =>
    start.mutate({ amount: amountOf(amount), returnPath: '/wallet' }),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('topUp.presets')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {topUpPresetsMinor.map((minor) => {
            const amount = amountOf(minor);
            const chosen = typed === amount;
            return (
              <button
                key={minor}
                type="button"
                aria-pressed={chosen}
                className={chipClass(chosen)}
                onClick={() => form.setValue('amount', amount, { shouldValidate: true })}
              >
                {money(amount, platformCurrency)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <TextField
        label={t('topUp.amount')}
        hint={t('topUp.hint')}
        type="number"
        error={form.formState.errors.amount}
        {...form.register('amount')}
      />
      {start.isError && <FormAlert tone="error">{errorText(start.error)}</FormAlert>}
      <div>
        <Button type="submit" disabled={start.isPending} aria-busy={start.isPending}>
          {start.isPending ? t('topUp.starting') : t('topUp.submit')}
        </Button>
      </div>
    </form>
  );
}
