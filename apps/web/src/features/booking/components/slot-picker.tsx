import type { LessonMode } from '@nibras/contracts/in-person';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCalendarWeek } from '@/lib/calendar-week';
import { groupSlotsByDay } from '@/lib/zoned-time';
import { useTutorSlots } from '@/lib/tutors/get-tutor-slots';
import { lastWeek, useWeekWindow } from '@/features/booking/hooks/use-week-window';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { LoadFailed, Loading } from './load-state';
import { mutedClass } from './styles';

const slotClass =
  'flex min-w-24 flex-col items-center rounded-xl border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-amber-300';
const slotIdle =
  'border-indigo-200 text-indigo-800 hover:bg-indigo-50 dark:border-amber-300/40 dark:text-amber-200 dark:hover:bg-slate-800';
const slotChosen =
  'border-indigo-700 bg-indigo-700 text-white dark:border-amber-300 dark:bg-amber-300 dark:text-slate-950';

/**
 * A tutor's free times, a week at a time, grouped by the viewer's days; each time in the
 * viewer's clock with the tutor's under it when their zones differ.
 */
export function SlotPicker({
  tutorId,
  duration,
  mode = 'online',
  week,
  onWeekChange,
  chosen,
  onChoose,
}: {
  tutorId: string;
  /** 30 for a free trial; null for the tutor's own lesson length. */
  duration: number | null;
  mode?: LessonMode;
  week: number;
  onWeekChange: (week: number) => void;
  chosen: string | null;
  onChoose: (start: string) => void;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const weekSpan = useWeekWindow(week);
  const slots = useTutorSlots(tutorId, { window: weekSpan, duration, mode });
  const tutorZone = slots.data?.timeZone ?? null;
  const showTutorClock = tutorZone !== null && tutorZone !== format.viewerZone;
  const days = useMemo(
    () => groupSlotsByDay(slots.data?.slots ?? [], format.language, format.viewerZone),
    [slots.data, format.language, format.viewerZone],
  );
  const headingId = useId();
  const { weekend } = useCalendarWeek();
  /** A day of the viewer's calendar ("2026-03-06") on their weekend (their account's week). */
  const onWeekend = (key: string) => weekend.includes(new Date(`${key}T12:00:00Z`).getUTCDay());
  const range = new Intl.DateTimeFormat(format.language, {
    day: 'numeric',
    month: 'long',
  }).formatRange(new Date(weekSpan.from), new Date(Date.parse(weekSpan.to) - 1));

  return (
    <div>
      <p className={mutedClass}>
        {t('time.yourZone', { zone: format.viewerZone })}
        {showTutorClock && ` ${t('time.tutorZone', { zone: tutorZone })}`}
      </p>
      <div className="mt-4 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          disabled={week === 0}
          onClick={() => onWeekChange(week - 1)}
          aria-label={t('time.previousWeek')}
        >
          <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
          <span className="hidden sm:inline">{t('time.previousWeek')}</span>
        </Button>
        <h3 id={headingId} className="text-center font-semibold text-slate-900 dark:text-white">
          {range}
        </h3>
        <Button
          variant="ghost"
          disabled={week >= lastWeek}
          onClick={() => onWeekChange(week + 1)}
          aria-label={t('time.nextWeek')}
        >
          <span className="hidden sm:inline">{t('time.nextWeek')}</span>
          <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
        </Button>
      </div>
      {slots.isPending && <Loading label={t('time.loading')} />}
      {slots.isError && (
        <LoadFailed message={t('time.failed')} onRetry={() => void slots.refetch()} />
      )}
      {slots.data && days.length === 0 && (
        <p className="mt-4 text-slate-700 dark:text-slate-200">{t('time.none')}</p>
      )}
      <div
        aria-labelledby={headingId}
        aria-busy={slots.isFetching}
        role="group"
        className="mt-4 flex flex-col gap-5"
      >
        {days.map((day) => (
          <div key={day.key} role="group" aria-label={day.label}>
            <h4 className="text-sm font-semibold text-slate-900 dark:text-white">
              {day.label}
              {onWeekend(day.key) && (
                <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {t('time.weekend')}
                </span>
              )}
            </h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {day.slots.map((slot) => {
                const selected = slot.start === chosen;
                return (
                  <li key={slot.start}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      className={`${slotClass} ${selected ? slotChosen : slotIdle}`}
                      onClick={() => onChoose(slot.start)}
                    >
                      <time dateTime={slot.start}>{format.clock(slot.start)}</time>
                      {showTutorClock && (
                        <span
                          className={`text-xs font-normal ${selected ? '' : 'text-slate-600 dark:text-slate-300'}`}
                        >
                          {t('time.tutorTime', { time: format.clock(slot.start, tutorZone) })}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
