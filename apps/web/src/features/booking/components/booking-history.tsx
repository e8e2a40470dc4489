import type { BookingEvent } from '@nibras/contracts/booking';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '@/lib/person-name';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { mutedClass, panelClass } from './styles';

/** Who changed the booking, when, from which status to which, and why. */
export function BookingHistory({ history }: { history: BookingEvent[] }) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const nameOf = usePersonName();
  return (
    <section aria-labelledby="booking-history" className={panelClass}>
      <h2 id="booking-history" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('history.title')}
      </h2>
      <ol className="mt-3 flex flex-col gap-3 border-s-2 border-slate-200 ps-4 dark:border-slate-700">
        {history.map((event) => {
          const actor = event.actor ? nameOf(event.actor.fullName) : t('history.someone');
          return (
            <li key={`${event.at}-${event.toStatus}`}>
              <p className="text-slate-900 dark:text-white">
                {event.fromStatus === null
                  ? t('history.booked', { actor })
                  : t('history.changed', {
                      actor,
                      from: t(`status.${event.fromStatus}`),
                      to: t(`status.${event.toStatus}`),
                    })}
              </p>
              <p className={mutedClass}>
                <time dateTime={event.at}>{format.when(event.at)}</time>
              </p>
              {event.reason && (
                <p dir="auto" className="mt-1 text-sm text-slate-700 dark:text-slate-200">
                  {t('history.reason', { reason: event.reason })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
