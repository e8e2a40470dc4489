import { zodResolver } from '@hookform/resolvers/zod';
import {
  disputeAnswerSchema,
  maxDisputeTextLength,
  type BookingDetail,
  type BookingDispute,
  type DisputeAnswerInput,
} from '@nibras/contracts/booking';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useAnswerDispute } from '@/features/booking/api/answer-dispute';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { mutedClass, panelClass } from './styles';

type Answer = z.output<typeof disputeAnswerSchema>;

function AnswerForm({ bookingId, current }: { bookingId: string; current: string | null }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const answer = useAnswerDispute(bookingId);
  const form = useForm<DisputeAnswerInput, unknown, Answer>({
    resolver: zodResolver(disputeAnswerSchema),
    defaultValues: { answer: current ?? '' },
  });
  const text = useWatch({ control: form.control, name: 'answer' }) ?? '';
  const submit = form.handleSubmit((values) =>
    answer.mutate(values, {
      onSuccess: ({ message }) => toast.success(message ?? t('dispute.answerSaved')),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
      <TextareaField
        label={current ? t('dispute.changeAnswer') : t('dispute.answerLabel')}
        dir="auto"
        maxLength={maxDisputeTextLength}
        length={text.length}
        error={form.formState.errors.answer}
        {...form.register('answer')}
      />
      {answer.isError && <FormAlert tone="error">{errorText(answer.error)}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={answer.isPending}>
          {answer.isPending ? t('dispute.sending') : t('dispute.sendAnswer')}
        </Button>
      </div>
    </form>
  );
}

function Words({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</dt>
      <dd dir="auto" className="mt-1 whitespace-pre-line text-slate-900 dark:text-white">
        {text}
      </dd>
    </div>
  );
}

function Decision({ dispute }: { dispute: BookingDispute }) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  if (dispute.status === 'open') return <p className={mutedClass}>{t('dispute.waiting')}</p>;
  const refund = `${dispute.familyRefund ?? '0.00'} ${dispute.currency}`;
  return (
    <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800">
      <p className="font-semibold text-slate-900 dark:text-white">
        {t(`dispute.outcome.${dispute.status}`, { amount: refund })}
      </p>
      {dispute.resolution && (
        <p dir="auto" className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-100">
          {t('dispute.reason', { reason: dispute.resolution })}
        </p>
      )}
      {dispute.resolvedAt && (
        <p className={`${mutedClass} mt-2`}>
          {t('dispute.decidedAt', { when: format.when(dispute.resolvedAt) })}
        </p>
      )}
    </div>
  );
}

/**
 * A dispute or no-show claim of the session, as both sides read it: the family's words, the
 * tutor's answer (a form for the tutor while it is open), and the operators' decision with why.
 */
export function BookingDisputePanel({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('booking');
  const { dispute } = booking;
  if (!dispute) return null;
  return (
    <section aria-labelledby="booking-dispute" className={panelClass}>
      <h2 id="booking-dispute" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(`dispute.title.${dispute.kind}`)}
      </h2>
      <dl className="mt-3 flex flex-col gap-3">
        {dispute.reason && <Words label={t('dispute.familyWords')} text={dispute.reason} />}
        {dispute.tutorAnswer && !dispute.canAnswer && (
          <Words label={t('dispute.tutorWords')} text={dispute.tutorAnswer} />
        )}
      </dl>
      <div className="mt-4">
        <Decision dispute={dispute} />
      </div>
      {dispute.canAnswer && <AnswerForm bookingId={booking.id} current={dispute.tutorAnswer} />}
    </section>
  );
}
