import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookings } from '@/features/booking/api/get-bookings';
import { useCountFormat } from '@/lib/count-format';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { useLearnerFacts } from './learner-facts';
import { LoadFailed, Loading } from './load-state';
import { mutedClass, panelClass, textLinkClass } from './styles';

const shown = 5;

/**
 * What a tutor still owes their past sessions, latest first: an ended one to mark (completed or
 * a no-show), a completed one without notes; each a link to the booking's page where that is
 * done. A booking leaves the list once its notes are saved (or it is a no-show).
 */
export function NotesNeeded() {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const count = useCountFormat();
  const learnerFacts = useLearnerFacts();
  const bookings = useBookings('needs-notes', 1, shown);
  return (
    <section aria-labelledby="notes-needed" className={panelClass}>
      <h2 id="notes-needed" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('notesNeeded.title')}
      </h2>
      {bookings.isPending && <Loading label={t('agenda.loading')} />}
      {bookings.isError && (
        <LoadFailed message={t('agenda.failed')} onRetry={() => void bookings.refetch()} />
      )}
      {bookings.data?.total === 0 && (
        <p className="mt-3 text-slate-700 dark:text-slate-200">{t('notesNeeded.empty')}</p>
      )}
      {bookings.data && bookings.data.total > 0 && (
        <>
          <p className={`mt-1 ${mutedClass}`}>
            {t('notesNeeded.count', count(bookings.data.total))}
          </p>
          <ul className="mt-3 flex flex-col gap-2">
            {bookings.data.items.map((booking) => {
              const subject = format.subjectName(booking.subject);
              const when = format.when(booking.start);
              const toMark = booking.status === 'confirmed';
              return (
                <li
                  key={booking.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900 dark:text-white">
                      {subject} ·{' '}
                      <bdi>{t('agenda.forLearner', { name: learnerFacts(booking).firstName })}</bdi>
                    </p>
                    <p className={mutedClass}>
                      <time dateTime={booking.start}>{when}</time>
                    </p>
                  </div>
                  <Link
                    to={`/sessions/${booking.id}`}
                    aria-label={
                      toMark
                        ? t('notesNeeded.markFor', { subject, time: when })
                        : t('notesNeeded.writeFor', { subject, time: when })
                    }
                    className={`${textLinkClass} inline-flex items-center gap-1 text-sm`}
                  >
                    <NotebookPen aria-hidden className="size-4" />
                    {toMark ? t('notesNeeded.mark') : t('notesNeeded.write')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
