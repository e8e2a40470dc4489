import { genderContext, type AddressAs } from '@nibras/contracts/address-as';
import { CalendarClock } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { clockFormat, groupSlotsByDay } from '@/lib/zoned-time';
import { useViewerTimeZone } from '@/lib/use-viewer-time-zone';
import { useTutorSlots } from '@/lib/tutors/get-tutor-slots';
import { trialOpen, useTrialEligibility } from '@/lib/booking/trial-eligibility';
import { useFormatters } from '@/features/tutors/hooks/use-formatters';
import { panelSurface } from '@/components/ui/panel';

const daysShown = 5;
const slotsPerDay = 6;

/**
 * The tutor's next free hours in the viewer's clock, and in the tutor's when it differs. A time
 * books the free trial while the family can still have one with this tutor.
 */
export function NextSlots({
  tutorId,
  addressAs,
}: {
  tutorId: string;
  /** The tutor's, for the gender of "the tutor's time" in Arabic. */
  addressAs?: AddressAs | null;
}) {
  const { t } = useTranslation('tutors');
  const context = genderContext(addressAs);
  const trial = trialOpen(useTrialEligibility(tutorId)) ? '&trial=1' : '';
  const { language } = useFormatters();
  const slots = useTutorSlots(tutorId);
  // Null in the server's drawing and while it hydrates: the times wait for the viewer's zone.
  const viewerZone = useViewerTimeZone();
  const tutorZone = slots.data?.timeZone ?? null;
  const days = useMemo(
    () =>
      viewerZone
        ? groupSlotsByDay(slots.data?.slots ?? [], language, viewerZone).slice(0, daysShown)
        : [],
    [slots.data, language, viewerZone],
  );
  const viewerClock = clockFormat(language, viewerZone ?? 'UTC');
  const tutorClock =
    viewerZone && tutorZone && tutorZone !== viewerZone ? clockFormat(language, tutorZone) : null;
  const pending = slots.isPending || !viewerZone;

  return (
    <section aria-labelledby="next-slots" className={`${panelSurface} p-5`}>
      <h2
        id="next-slots"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
      >
        <CalendarClock aria-hidden="true" className="size-5" />
        {t('slots.title')}
      </h2>
      {/* Two lines reserved: the tutor's zone joins the viewer's once the slots answer. */}
      <p
        className="mt-1 min-h-10 text-sm text-slate-600 dark:text-slate-300"
        data-testid="viewer-zone"
      >
        {viewerZone && t('slots.yourZone', { zone: viewerZone })}
        {tutorClock && ` ${t('slots.tutorZone', { zone: tutorZone, context })}`}
      </p>
      {pending && (
        <>
          <p role="status" className="sr-only">
            {t('slots.loading')}
          </p>
          <ul aria-hidden className="mt-4 flex flex-col gap-4" data-testid="slots-skeleton">
            {Array.from({ length: daysShown }, (_, day) => (
              <li key={day}>
                <Skeleton className="h-5 w-32" />
                <div className="mt-2 flex flex-wrap gap-2">
                  {Array.from({ length: 4 }, (_, slot) => (
                    <Skeleton key={slot} className="h-12 w-20 rounded-xl" />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {slots.isError && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {t('slots.failed')}
        </p>
      )}
      {slots.data && viewerZone && days.length === 0 && (
        <p className="mt-4 text-slate-700 dark:text-slate-200">
          {/* No zone: the tutor has no weekly hours at all, which is not the same as booked. */}
          {t(slots.data.timeZone === null ? 'slots.noHours' : 'slots.none')}
        </p>
      )}
      <ul className="mt-4 flex flex-col gap-4">
        {days.map((day) => (
          <li key={day.key}>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{day.label}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {day.slots.slice(0, slotsPerDay).map((slot) => (
                <li key={slot.start}>
                  {/* Free times online: one in person keeps the tutor's travel time free. */}
                  <Link
                    to={`/book-session?tutor=${tutorId}&mode=online&start=${encodeURIComponent(slot.start)}${trial}`}
                    className="flex flex-col items-center rounded-xl border border-indigo-200 px-3 py-1.5 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-amber-300/40 dark:text-amber-200 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300"
                  >
                    <time dateTime={slot.start}>{viewerClock.format(new Date(slot.start))}</time>
                    {tutorClock && (
                      <span className="text-xs font-normal text-slate-600 dark:text-slate-300">
                        {t('slots.tutorTime', {
                          time: tutorClock.format(new Date(slot.start)),
                          context,
                        })}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
