import type { Booking } from '@nibras/contracts/booking';
import type { VisitKind } from '@nibras/contracts/in-person';
import { CheckCircle2, DoorOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useRecordVisit } from '@/features/booking/api/record-visit';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { mutedClass } from './styles';

/** What the tutor may record now: the API says it in `allowedActions` (the tutor's side only). */
export function visitSteps(booking: Booking) {
  if (booking.mode !== 'in-person') return { arrive: false, finish: false };
  return {
    arrive: booking.allowedActions.includes('arrive'),
    finish: booking.allowedActions.includes('finish'),
  };
}

/**
 * At an in-person lesson, in place of "Join": the tutor's "I have arrived" and "Finished",
 * recorded as the online join log is, and the times recorded, which both sides read.
 */
export function VisitButtons({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const errorText = useErrorText();
  const record = useRecordVisit(booking.id);
  const steps = visitSteps(booking);
  const { arrivedAt, finishedAt } = booking.visits;
  const save = (kind: VisitKind) =>
    record.mutate(kind, {
      onSuccess: ({ message }) => toast.success(message ?? t(`visit.${kind}Saved`)),
      onError: (error) => toast.error(t('visit.failed'), { description: errorText(error) }),
    });
  if (!steps.arrive && !steps.finish && !arrivedAt) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      {steps.arrive && (
        <Button size="lg" disabled={record.isPending} onClick={() => save('arrived')}>
          <DoorOpen aria-hidden className="size-5" />
          {t('visit.arrive')}
        </Button>
      )}
      {steps.finish && (
        <Button size="lg" disabled={record.isPending} onClick={() => save('finished')}>
          <CheckCircle2 aria-hidden className="size-5" />
          {t('visit.finish')}
        </Button>
      )}
      {arrivedAt && (
        <p className={mutedClass}>{t('visit.arrivedAt', { time: format.clock(arrivedAt) })}</p>
      )}
      {finishedAt && (
        <p className={mutedClass}>{t('visit.finishedAt', { time: format.clock(finishedAt) })}</p>
      )}
    </div>
  );
}
