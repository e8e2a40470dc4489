import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookings } from '@/features/booking/api/get-bookings';
import { LoadFailed, Loading } from './load-state';
import { BookingRow } from './booking-row';
import { textLinkClass } from './styles';

const agendaSize = 10;

/**
 * A family's agenda: the caller's upcoming bookings, or one child's for a parent (with
 * reschedule and cancel in place). A tutor's dashboard has TutorRequests and TutorAgenda.
 */
export function BookingAgenda({ childId }: { childId?: string }) {
  const { t } = useTranslation('booking');
  const bookings = useBookings('upcoming', 1, agendaSize, childId);
  if (bookings.isPending) return <Loading label={t('agenda.loading')} />;
  if (bookings.isError) {
    return <LoadFailed message={t('agenda.failed')} onRetry={() => void bookings.refetch()} />;
  }
  const { items, total } = bookings.data;
  const checkedAt = bookings.dataUpdatedAt;
  if (items.length === 0) {
    return <p className="text-slate-700 dark:text-slate-200">{t('agenda.emptyFamily')}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      <div aria-labelledby="agenda-coming" role="region">
        <h3 id="agenda-coming" className="font-semibold text-slate-900 dark:text-white">
          {t('agenda.comingUp')}
        </h3>
        <ul className="mt-3 flex flex-col gap-3">
          {items.map((booking) => (
            <BookingRow
              key={booking.id}
              booking={booking}
              checkedAt={checkedAt}
              familyActions={childId ? ['reschedule', 'cancel'] : undefined}
            />
          ))}
        </ul>
      </div>
      {total > items.length && (
        <Link to="/sessions" className={`${textLinkClass} self-end text-sm`}>
          {t('agenda.allSessions')}
        </Link>
      )}
    </div>
  );
}
