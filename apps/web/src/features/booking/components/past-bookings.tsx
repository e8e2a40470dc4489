import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookings } from '@/features/booking/api/get-bookings';
import { LoadFailed, Loading } from './load-state';
import { BookingRow } from './booking-row';
import { panelClass, textLinkClass } from './styles';

const shown = 3;

/**
 * The last few bookings (of one child, for a parent's child view), each a link to its notes and
 * review, and a way to all of them.
 */
export function PastBookings({
  childId,
  headingLevel = 2,
}: {
  childId?: string;
  /** 4 inside a parent's child view, under the child's name and the tab. */
  headingLevel?: 2 | 4;
}) {
  const { t } = useTranslation('booking');
  const Heading = headingLevel === 4 ? 'h4' : 'h2';
  const bookings = useBookings('past', 1, shown, childId);
  return (
    <section aria-labelledby="past-bookings" className={panelClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading
          id="past-bookings"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('agenda.past')}
        </Heading>
        <Link to="/sessions?scope=past" className={`${textLinkClass} text-sm`}>
          {t('agenda.allSessions')}
        </Link>
      </div>
      {bookings.isPending && <Loading label={t('agenda.loading')} />}
      {bookings.isError && (
        <LoadFailed message={t('agenda.failed')} onRetry={() => void bookings.refetch()} />
      )}
      {bookings.data?.items.length === 0 && (
        <p className="mt-3 text-slate-700 dark:text-slate-200">{t('agenda.pastEmpty')}</p>
      )}
      {bookings.data && bookings.data.items.length > 0 && (
        <ul className="mt-3 flex flex-col gap-3">
          {bookings.data.items.map((booking) => (
            <BookingRow key={booking.id} booking={booking} checkedAt={bookings.dataUpdatedAt} />
          ))}
        </ul>
      )}
    </section>
  );
}
