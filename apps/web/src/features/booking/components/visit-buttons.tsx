import { bookingActions, type Booking } from '@nibras/contracts/booking';
import type { VisitKind } from '@nibras/contracts/in-person';
import { CheckCircle2, DoorOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../lib/error-text';
import { useRecordVisit } from '../api/record-visit';
import { useBookingFormat } from '../hooks/use-booking-format';
import { useIsTutorOf } from '../hooks/use-is-tutor-of';
import { mutedClass } from './styles';

// Whether the API names these steps in allowedActions; until it does, the page decides from the
// booking's status and times, and the API still has the last word.
const actionsNamed = (bookingActions as readonly string[]).includes('arrive');

/** What the tutor may record now, from allowedActions when the API names them. */
export function visitSteps(booking: Booking, asTutor: boolean, checkedAt: number) {
  if (booking.mode !== 'in-person') return { arrive: false, finish: false };
  const allowed = booking.allowedActions as readonly string[];
  if (actionsNamed)
    return { arrive: allowed.includes('arrive'), finish: allowed.includes('finish') };
  const onTheDay =
    checkedAt >= Date.parse(booking.classroom.opensAt) && checkedAt <= Date.parse(booking.end);
  const confirmedTutor = asTutor && booking.status === 'confirmed';
  return {
    arrive: confirmedTutor && onTheDay && booking.visits.arrivedAt === null,
    finish:
      confirmedTutor && booking.visits.arrivedAt !== null && booking.visits.finishedAt === null,
  };
}

/**
 * At an in-person lesson, in place of "Join": the tutor's "I have arrived" and "Finished",
 * recorded as the online join log is, and the times recorded, which both sides read.
 */
export function VisitButtons({ booking, checkedAt }: { booking: Booking; checkedAt: number }) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const errorText = useErrorText();
  const asTutor = useIsTutorOf(booking);
  const record = useRecordVisit(booking.id);
  const steps = visitSteps(booking, asTutor, checkedAt);
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
