import { zodResolver } from '@hookform/resolvers/zod';
import { allowanceInputSchema } from '@nibras/contracts/approvals';
import { amountOf } from '@nibras/contracts/money';
import type { Child } from '@nibras/contracts/family';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { useChildAllowance, useSaveChildAllowance } from '@/features/family/api/child-allowance';

type AllowanceFormInput = z.input<typeof allowanceInputSchema>;
type AllowanceFormValues = z.output<typeof allowanceInputSchema>;

/**
 * How much a child's own login may book each month from the family wallet without asking: a
 * paid booking beyond it waits for the parent's approval (decision 0025). Empty or 0: every
 * paid booking asks.
 */
export function ChildAllowance({ child }: { child: Child }) {
  const { t } = useTranslation('family');
  const money = useFormatMoney();
  const errorText = useErrorText();
  const allowance = useChildAllowance(child.id);
  const save = useSaveChildAllowance(child.id);
  const form = useForm<AllowanceFormInput, unknown, AllowanceFormValues>({
    resolver: zodResolver(allowanceInputSchema),
    values: { monthly: allowance.data?.monthly ?? '' },
  });
  const submit = form.handleSubmit(({ monthly }) =>
    save
      .mutateAsync({ monthly: monthly ? amountOf(monthly) : null })
      .then(() => toast.success(t('allowance.saved', { name: child.name })))
      .catch(() => undefined),
  );
  const headingId = `allowance-${child.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('allowance.title')}
      </h4>
      <p className="text-slate-700 dark:text-slate-200">
        {t('allowance.why', { name: child.name })}
      </p>
      {allowance.isError ? (
        <FormAlert tone="error">{errorText(allowance.error)}</FormAlert>
      ) : (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-3">
          <TextField
            label={t('allowance.monthly')}
            hint={
              allowance.data
                ? t('allowance.spent', {
                    amount: money(allowance.data.spentThisMonth, allowance.data.currency),
                  })
                : undefined
            }
            type="number"
            disabled={allowance.isPending}
            error={form.formState.errors.monthly}
            {...form.register('monthly', {
              setValueAs: (value: string) => (value.trim() === '' ? null : value),
            })}
          />
          {save.isError && <FormAlert tone="error">{errorText(save.error)}</FormAlert>}
          <div>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? t('allowance.saving') : t('allowance.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
