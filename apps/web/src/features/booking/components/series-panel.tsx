import type { Booking } from '@nibras/contracts/booking';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useChangeSeries, type SeriesChange } from '@/features/booking/api/booking-series';
import { useIsTutorOf } from '@/features/booking/hooks/use-is-tutor-of';
import { mutedClass, panelClass } from './styles';

/**
 * A lesson that is one week of a weekly series (issue 34): the tutor confirms every week in one
 * step; the family skips this week or stops the weeks still ahead. Each touches nothing else.
 */
export function SeriesPanel({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const asTutor = useIsTutorOf(booking);
  const change = useChangeSeries(booking.seriesId ?? '');
  if (!booking.seriesId) return null;
  const act = (request: SeriesChange) =>
    change.mutate(request, {
      onSuccess: ({ message }) => toast.success(message ?? t('weekly.done')),
      onError: (error) => toast.error(t('actions.failed'), { description: errorText(error) }),
    });
  const active = booking.status === 'requested' || booking.status === 'confirmed';
  return (
    <section aria-labelledby="booking-series" className={panelClass}>
      <h2 id="booking-series" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('weekly.series')}
      </h2>
      <p className={`${mutedClass} mt-1`}>{t('weekly.seriesHint')}</p>
      <div className="mt-3 flex flex-col gap-3">
        {asTutor
          ? booking.status === 'requested' &&
            !booking.ended && (
              <Button onClick={() => act({ action: 'confirm' })} disabled={change.isPending}>
                {t('weekly.confirmAll')}
              </Button>
            )
          : // Skipping and stopping cancel lessons: only whoever may cancel this one sees them
            // (a child's own login asks a parent instead, on the lesson's page).
            active &&
            !booking.ended &&
            booking.allowedActions.includes('cancel') && (
              <>
                <Button
                  variant="secondary"
                  onClick={() => act({ action: 'skip', bookingId: booking.id })}
                  disabled={change.isPending}
                >
                  {t('weekly.skip')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => act({ action: 'stop' })}
                  disabled={change.isPending}
                >
                  {t('weekly.stop')}
                </Button>
              </>
            )}
      </div>
    </section>
  );
}

/** Beside a lesson in the lists and on its page: one week of a weekly series. */
export function WeeklyBadge() {
  const { t } = useTranslation('booking');
  return (
    <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-900 dark:bg-violet-400/15 dark:text-violet-100">
      {t('weekly.series')}
    </span>
  );
}

const weekMs = 7 * 24 * 3_600_000;

/**
 * The next start at this lesson's weekday and time (on the reader's device clock, so a week
 * that crosses a daylight-saving change keeps the wall-clock time), at least a day ahead.
 */
export function nextWeeklyStart(start: string, now: number): string {
  const next = new Date(start);
  while (next.getTime() < now + weekMs / 7) next.setDate(next.getDate() + 7);
  return next.toISOString();
}

/** On a past lesson, for the family: "Book this time every week", the booking flow prefilled. */
export function BookWeeklyLink({ booking, checkedAt }: { booking: Booking; checkedAt: number }) {
  const { t } = useTranslation('booking');
  const params = new URLSearchParams({
    subject: String(booking.subject.id),
    tutor: booking.tutor.id,
    start: nextWeeklyStart(booking.start, checkedAt),
    weekly: '1',
  });
  if (booking.student.kind === 'child') params.set('child', booking.student.id);
  return (
    <ButtonLink to={`/book-session?${params.toString()}`} variant="secondary">
      {t('weekly.bookAgain')}
    </ButtonLink>
  );
}
