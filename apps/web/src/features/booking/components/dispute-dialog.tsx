import { zodResolver } from '@hookform/resolvers/zod';
import { disputeSchema, type DisputeInput } from '@nibras/contracts/wallet';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { useDisputeBooking } from '@/features/booking/api/dispute-booking';

const maxDisputeLength = 1000;

/** "Dispute this charge": the family says what went wrong; the money waits for an operator. */
export function DisputeButton({ bookingId, until }: { bookingId: string; until: string }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const dispute = useDisputeBooking(bookingId);
  const form = useForm<DisputeInput, unknown, z.output<typeof disputeSchema>>({
    resolver: zodResolver(disputeSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const submit = form.handleSubmit((values) =>
    dispute.mutate(values, {
      onSuccess: () => {
        toast.success(t('payment.dispute.done'));
        setOpen(false);
      },
    }),
  );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('payment.dispute.open')}
      </Button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={t('payment.dispute.title')}
        description={t('payment.dispute.body', { until })}
      >
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <TextareaField
            label={t('payment.dispute.reason')}
            dir="auto"
            maxLength={maxDisputeLength}
            length={reason.length}
            error={form.formState.errors.reason}
            {...form.register('reason')}
          />
          {dispute.isError && <FormAlert tone="error">{errorText(dispute.error)}</FormAlert>}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('payment.dispute.keep')}
            </Button>
            <Button type="submit" disabled={dispute.isPending} aria-busy={dispute.isPending}>
              {dispute.isPending ? t('payment.dispute.working') : t('payment.dispute.submit')}
            </Button>
          </div>
        </form>
      </ActionDialog>
    </>
  );
}
