import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getBooking } from '@/features/booking/api/get-booking';
import { useBookings } from '@/features/booking/api/get-bookings';
import { bookingKeys } from '@/features/booking/api/query-keys';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { LoadFailed, Loading } from './load-state';
import { mutedClass, textLinkClass } from './styles';
import { isolate } from '@/lib/bidi';

const recent = 5;

/**
 * The notes and homework tutors wrote after the caller's last completed bookings, in large type
 * for a child's dashboard; each links to its booking.
 */
export function RecentHomework() {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const past = useBookings('past', 1, recent);
  const completed = (past.data?.items ?? []).filter((item) => item.status === 'completed');
  const details = useQueries({
    queries: completed.map((item) => ({
      queryKey: bookingKeys.detail(item.id),
      queryFn: () => getBooking(item.id),
    })),
  });
  if (past.isPending || details.some((detail) => detail.isPending)) {
    return <Loading label={t('homework.loading')} />;
  }
  if (past.isError) {
    return <LoadFailed message={t('homework.failed')} onRetry={() => void past.refetch()} />;
  }
  const written = details.flatMap((detail) =>
    detail.data?.notes ? [{ booking: detail.data, notes: detail.data.notes }] : [],
  );
  if (written.length === 0) {
    return <p className="text-lg text-slate-700 dark:text-slate-200">{t('homework.empty')}</p>;
  }
  return (
    <ul className="flex flex-col gap-4">
      {written.map(({ booking, notes }) => (
        <li
          key={booking.id}
          className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
        >
          <Link to={`/sessions/${booking.id}`} className={`${textLinkClass} text-lg`}>
            {format.subjectName(booking.subject)}
          </Link>
          <p className={mutedClass}>
            {t('homework.by', {
              name: isolate(booking.tutor.fullName),
              date: format.when(booking.start),
            })}
          </p>
          {notes.homework && (
            <div className="mt-3 rounded-xl bg-amber-50 p-3 dark:bg-amber-300/10">
              <p className="font-semibold text-amber-900 dark:text-amber-200">
                {t('homework.homework')}
              </p>
              <p className="text-lg whitespace-pre-line text-slate-900 dark:text-slate-100">
                <bdi>{notes.homework}</bdi>
              </p>
            </div>
          )}
          <p className="mt-3 text-lg whitespace-pre-line text-slate-800 dark:text-slate-100">
            <bdi>{notes.notes}</bdi>
          </p>
        </li>
      ))}
    </ul>
  );
}
