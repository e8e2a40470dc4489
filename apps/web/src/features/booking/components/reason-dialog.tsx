import { zodResolver } from '@hookform/resolvers/zod';
import { bookingReasonSchema, maxReasonLength } from '@nibras/contracts/booking';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { ActionDialog } from '../../../components/ui/dialog';

/** A cancellation says why; the schema's reason is optional, this form asks for one. */
const cancelReasonSchema = z.object({
  reason: bookingReasonSchema.shape.reason.unwrap().min(1, 'validation.required'),
});
type ReasonInput = z.input<typeof bookingReasonSchema>;
type Reason = z.output<typeof bookingReasonSchema>;

const dangerButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:opacity-60 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300';

/** Decline a request (reason optional) or cancel a booking (reason asked, late warned). */
export function ReasonDialog({
  kind,
  open,
  onOpenChange,
  late,
  pending,
  failure,
  onSubmit,
}: {
  kind: 'decline' | 'cancel';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Cancelling now would be a late cancellation. */
  late: boolean;
  pending: boolean;
  failure: string | null;
  onSubmit: (reason: string | undefined) => void;
}) {
  const { t } = useTranslation('booking');
  const form = useForm<ReasonInput, unknown, Reason>({
    resolver: zodResolver(kind === 'cancel' ? cancelReasonSchema : bookingReasonSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const submit = form.handleSubmit((values) => onSubmit(values.reason || undefined));
  const decline = kind === 'decline';
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={decline ? t('actions.declineTitle') : t('actions.cancelTitle')}
      description={decline ? t('actions.declineBody') : t('actions.cancelBody')}
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {!decline && late && <FormAlert tone="error">{t('actions.lateWarning')}</FormAlert>}
        <TextareaField
          label={decline ? t('actions.reasonOptional') : t('actions.reason')}
          dir="auto"
          maxLength={maxReasonLength}
          length={reason.length}
          error={form.formState.errors.reason}
          {...form.register('reason')}
        />
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {decline ? t('actions.keep') : t('actions.keepSession')}
          </Button>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending}
            className={dangerButtonClass}
          >
            {pending
              ? t('actions.working')
              : decline
                ? t('actions.declineSubmit')
                : t('actions.cancelSubmit')}
          </button>
        </div>
      </form>
    </ActionDialog>
  );
}
