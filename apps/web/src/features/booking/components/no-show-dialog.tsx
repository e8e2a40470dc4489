import { zodResolver } from '@hookform/resolvers/zod';
import { maxReasonLength, noShowParties, noShowSchema } from '@nibras/contracts/booking';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '../../../components/form/field-message';
import { errorClass } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { ActionDialog } from './action-dialog';

type NoShowInput = z.input<typeof noShowSchema>;
type NoShow = z.output<typeof noShowSchema>;

const partyLabel = { tutor: 'actions.noShowTutor', student: 'actions.noShowStudent' } as const;

/** Records who did not come: the tutor or the student, with what happened. */
export function NoShowDialog({
  open,
  onOpenChange,
  pending,
  failure,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  failure: string | null;
  onSubmit: (values: NoShow) => void;
}) {
  const { t } = useTranslation('booking');
  const errorText = useFieldErrorText();
  const form = useForm<NoShowInput, unknown, NoShow>({
    resolver: zodResolver(noShowSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const partyError = errorText(form.formState.errors.party);
  const submit = form.handleSubmit((values) =>
    onSubmit({ party: values.party, ...(values.reason ? { reason: values.reason } : {}) }),
  );
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('actions.noShowTitle')}
      description={t('actions.noShowBody')}
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <fieldset aria-describedby={partyError ? 'no-show-party-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">
            {t('actions.noShowParty')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {noShowParties.map((party) => (
              <label key={party} className="flex items-center gap-2 text-slate-900 dark:text-white">
                <input
                  type="radio"
                  value={party}
                  className="size-4 accent-indigo-700 dark:accent-amber-300"
                  {...form.register('party')}
                />
                {t(partyLabel[party])}
              </label>
            ))}
          </div>
          {partyError && (
            <p id="no-show-party-error" className={errorClass}>
              {partyError}
            </p>
          )}
        </fieldset>
        <TextareaField
          label={t('actions.reasonOptional')}
          dir="auto"
          maxLength={maxReasonLength}
          length={reason.length}
          error={form.formState.errors.reason}
          {...form.register('reason')}
        />
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? t('actions.working') : t('actions.noShowSubmit')}
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}
