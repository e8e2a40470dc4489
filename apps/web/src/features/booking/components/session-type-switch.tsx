import { proratedPrice, trialMinutes } from '@nibras/contracts/booking';
import type { LessonMode } from '@nibras/contracts/in-person';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormatMoney } from '@/lib/money';
import { useTutorSlots } from '@/lib/tutors/get-tutor-slots';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { hourlyPriceOf } from '@/features/booking/lesson-places';
import { mutedClass } from './styles';

/** The other type of session: the start kept, or given up with the reason to show. */
export type TypeSwitch = { trial: boolean; keepStart: boolean; problem?: string };

/**
 * Whether a session of the other type (a paid lesson for a trial, or back) can start at the
 * chosen time, asked of the tutor's free times of that length: a paid lesson is longer, and
 * the tutor's lessons sit on their own grid (09:00, 10:00), so a trial's 09:30 may have none.
 */
export function useTypeSwitch(
  tutor: TutorProfile,
  start: string,
  trial: boolean,
  /** Asked only where the switch is offered. */
  offered: boolean,
  mode: LessonMode = 'online',
) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const minutes = trial ? tutor.sessionMinutes : trialMinutes;
  const window = {
    from: start,
    to: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  };
  const slots = useTutorSlots(
    tutor.id,
    { window, duration: trial ? null : trialMinutes, mode },
    offered,
  );
  const fits = slots.data?.slots.some((slot) => Date.parse(slot.start) === Date.parse(start));
  return {
    pending: offered && slots.isPending,
    /** The switch as the booking applies it: the time kept when it fits, else chosen again. */
    switchType: (): TypeSwitch =>
      fits
        ? { trial: !trial, keepStart: true }
        : {
            trial: !trial,
            keepStart: false,
            problem: t(trial ? 'summary.paidNoFit' : 'summary.trialNoFit', {
              length: format.minutes(minutes),
            }),
          },
  };
}

/**
 * Beside the summary's price: one tap to a paid session at the tutor's price instead of the
 * free trial, or back to the trial while the learner can still have it.
 */
export function SessionTypeSwitch({
  tutor,
  subject,
  trial,
  mode = 'online',
  pending,
  onSwitch,
}: {
  tutor: TutorProfile;
  subject: TutorProfile['subjects'][number];
  trial: boolean;
  mode?: LessonMode;
  pending: boolean;
  onSwitch: () => void;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const money = useFormatMoney();
  const hintId = useId();
  const hint = trial
    ? t('summary.paidPrice', {
        price: money(
          proratedPrice(hourlyPriceOf(subject, mode), tutor.sessionMinutes),
          subject.currency,
        ),
        length: format.minutes(tutor.sessionMinutes),
      })
    : t('time.trialHint');
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant="secondary"
        onClick={onSwitch}
        disabled={pending}
        aria-busy={pending}
        aria-describedby={hintId}
      >
        {trial ? t('summary.bookPaid') : t('summary.bookTrial')}
      </Button>
      <span id={hintId} className={mutedClass}>
        {hint}
      </span>
    </div>
  );
}
