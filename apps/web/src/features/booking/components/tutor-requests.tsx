import { useTranslation } from 'react-i18next';
import { useBookings } from '@/features/booking/api/get-bookings';
import { useCountFormat } from '@/lib/count-format';
import { LoadFailed, Loading } from './load-state';
import { BookingRow } from './booking-row';
import { mutedClass, panelClass } from './styles';

const shown = 20;

/**
 * A tutor's requests still waiting for an answer, soonest first, each with Confirm and Decline
 * in place (Decline asks for a reason); an answered request leaves the list.
 */
export function TutorRequests() {
  const { t } = useTranslation('booking');
  const count = useCountFormat();
  const requests = useBookings('requests', 1, shown);
  return (
    <section aria-labelledby="agenda-requests" className={panelClass}>
      <h2 id="agenda-requests" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('agenda.requests')}
      </h2>
      {requests.isPending && <Loading label={t('agenda.loading')} />}
      {requests.isError && (
        <LoadFailed message={t('agenda.failed')} onRetry={() => void requests.refetch()} />
      )}
      {requests.data && (
        <>
          <p className={`mt-1 ${mutedClass}`}>
            {t('tutorRequests.count', count(requests.data.total))}
          </p>
          {requests.data.items.length > 0 && (
            <ul className="mt-3 flex flex-col gap-3">
              {requests.data.items.map((booking) => (
                <BookingRow key={booking.id} booking={booking} checkedAt={requests.dataUpdatedAt} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
