import { genderContext } from '@nibras/contracts/address-as';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePersonName } from '@/lib/person-name';
import { useBookings } from '@/features/booking/api/get-bookings';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { JoinButton } from './join-button';
import { useLessonPlaceText } from '@/features/booking/lesson-place-text';
import { LoadFailed, Loading } from './load-state';
import { textLinkClass } from './styles';

/**
 * The caller's very next booking, large: what, when, with whom, and a big "Join" that opens with
 * the classroom (a child's dashboard leads with it).
 */
export function NextBooking() {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const nameOf = usePersonName();
  const bookings = useBookings('upcoming', 1, 1);
  const placeText = useLessonPlaceText();
  if (bookings.isPending) return <Loading label={t('agenda.loading')} />;
  if (bookings.isError) {
    return <LoadFailed message={t('agenda.failed')} onRetry={() => void bookings.refetch()} />;
  }
  const next = bookings.data.items[0];
  if (!next) return <p className="text-lg text-slate-700 dark:text-slate-200">{t('next.none')}</p>;
  const subject = format.subjectName(next.subject);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{subject}</p>
        <p className="mt-1 text-lg text-slate-800 dark:text-slate-100">
          <time dateTime={next.start}>{format.span(next.start, next.end)}</time>
        </p>
        <p className="text-lg text-slate-700 dark:text-slate-200">
          <bdi>{t('agenda.withTutor', { name: nameOf(next.tutor.fullName) })}</bdi>
        </p>
        {next.mode === 'in-person' && (
          <p className="text-lg text-slate-700 dark:text-slate-200">{placeText(next)}</p>
        )}
        {next.status === 'requested' && (
          <p className="mt-1 text-slate-700 dark:text-slate-200">
            {t('next.waiting', { context: genderContext(next.tutor.addressAs) })}
          </p>
        )}
      </div>
      <JoinButton booking={next} big />
      <Link to={`/sessions/${next.id}`} className={`${textLinkClass} self-start`}>
        {t('next.details')}
      </Link>
    </div>
  );
}
