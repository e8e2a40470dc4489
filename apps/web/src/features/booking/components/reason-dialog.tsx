import { zodResolver } from '@hookform/resolvers/zod';
import { bookingReasonSchema, maxReasonLength } from '@nibras/contracts/booking';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';

/** A cancellation says why; the schema's reason is optional, this form asks for one. */
const cancelReasonSchema = z.object({
  reason: bookingReasonSchema.shape.reason.unwrap().min(1, 'validation.required'),
});
type ReasonInput = z.input<typeof bookingReasonSchema>;
type Reason = z.output<typeof bookingReasonSchema>;

const dangerButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:opacity-60 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300';

const texts = {
  decline: {
    title: 'actions.declineTitle',
    body: 'actions.declineBody',
    reason: 'actions.reasonOptional',
    keep: 'actions.keep',
    submit: 'actions.declineSubmit',
  },
  cancel: {
    title: 'actions.cancelTitle',
    body: 'actions.cancelBody',
    reason: 'actions.reason',
    keep: 'actions.keepSession',
    submit: 'actions.cancelSubmit',
  },
  'decline-change': {
    title: 'parentRequests.declineTitle',
    body: 'parentRequests.declineBody',
    reason: 'actions.reasonOptional',
    keep: 'parentRequests.keep',
    submit: 'parentRequests.declineSubmit',
  },
  'ask-cancel': {
    title: 'changeRequest.cancelTitle',
    body: 'changeRequest.cancelBody',
    reason: 'actions.reasonOptional',
    keep: 'actions.keepSession',
    submit: 'changeRequest.send',
  },
} as const;

/**
 * Decline a request (reason optional), cancel a booking (reason asked, late warned), on a
 * child's login ask the parent to cancel it (reason optional, late warned), or, as the parent,
 * decline the child's request to cancel or move (reason optional).
 */
export function ReasonDialog({
  kind,
  open,
  onOpenChange,
  late,
  pending,
  failure,
  onSubmit,
  bodyValues,
}: {
  kind: keyof typeof texts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Cancelling now would be a late cancellation. */
  late: boolean;
  pending: boolean;
  failure: string | null;
  onSubmit: (reason: string | undefined) => void;
  /** What the body's text names, e.g. the learner whose request is declined. */
  bodyValues?: Record<string, string>;
}) {
  const { t } = useTranslation('booking');
  const form = useForm<ReasonInput, unknown, Reason>({
    resolver: zodResolver(kind === 'cancel' ? cancelReasonSchema : bookingReasonSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const submit = form.handleSubmit((values) => onSubmit(values.reason || undefined));
  const text = texts[kind];
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(text.title)}
      description={t(text.body, bodyValues)}
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {kind !== 'decline' && late && (
          <FormAlert tone="error">{t('actions.lateWarning')}</FormAlert>
        )}
        <TextareaField
          label={t(text.reason)}
          dir="auto"
          maxLength={maxReasonLength}
          length={reason.length}
          error={form.formState.errors.reason}
          {...form.register('reason')}
        />
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t(text.keep)}
          </Button>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending}
            className={dangerButtonClass}
          >
            {pending ? t('actions.working') : t(text.submit)}
          </button>
        </div>
      </form>
    </ActionDialog>
  );
}
