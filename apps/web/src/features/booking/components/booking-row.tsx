import type { Booking, BookingAction } from '@nibras/contracts/booking';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePersonName } from '@/lib/person-name';
import { useIsTutorOf } from '@/features/booking/hooks/use-is-tutor-of';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { JoinButton } from './join-button';
import { useLessonPlaceText } from '@/features/booking/lesson-place-text';
import { BookingActions } from './booking-actions';
import { TrialBadge, useLearnerFacts } from './learner-facts';
import { isOverUnmarked, StatusBadge } from './status-badge';
import { WeeklyBadge } from './series-panel';
import { mutedClass, textLinkClass } from './styles';

/**
 * One booking in a list: when, what, with whom, its status, a link to it, "Join" while the
 * classroom is open and, for a tutor's request, Confirm and Decline in place. A tutor reads
 * what the family told of the learner: first name, age, grade and goals.
 */
export function BookingRow({
  booking,
  checkedAt,
  familyActions,
}: {
  booking: Booking;
  checkedAt: number;
  /** What a family may do in place here (a parent's per-child list: reschedule, cancel). */
  familyActions?: BookingAction[];
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const asTutor = useIsTutorOf(booking);
  const nameOf = usePersonName();
  const learnerFacts = useLearnerFacts();
  const tutorName = nameOf(booking.tutor.fullName);
  const learnerName = nameOf(booking.student.fullName);
  const subject = format.subjectName(booking.subject);
  const when = format.span(booking.start, booking.end);
  const learner = learnerFacts(booking);
  const placeText = useLessonPlaceText();
  const people = asTutor
    ? [t('agenda.forLearner', { name: learner.firstName }), learner.age, learner.grade]
        .filter(Boolean)
        .join(' · ')
    : booking.student.kind === 'child'
      ? `${t('agenda.withTutor', { name: tutorName })} · ${t('agenda.forLearner', { name: learnerName })}`
      : t('agenda.withTutor', { name: tutorName });
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-700">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 dark:text-white">{subject}</span>
          <StatusBadge status={booking.status} asTutor={asTutor} over={isOverUnmarked(booking)} />
          {booking.trial && <TrialBadge />}
          {booking.seriesId && <WeeklyBadge />}
        </p>
        <p className="mt-0.5 text-sm text-slate-800 dark:text-slate-100">
          <time dateTime={booking.start}>{when}</time>
        </p>
        <p className={mutedClass}>
          <bdi>{people}</bdi>
        </p>
        {booking.mode === 'in-person' && (
          <p className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 dark:text-emerald-200">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {placeText(booking)}
          </p>
        )}
        {asTutor && learner.goals && (
          <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-200">
            <span className="font-medium">{t('session.goals')}:</span>{' '}
            <bdi dir="auto">{learner.goals}</bdi>
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {asTutor && (
          <BookingActions booking={booking} checkedAt={checkedAt} only={['confirm', 'decline']} />
        )}
        {!asTutor && familyActions && (
          <BookingActions booking={booking} checkedAt={checkedAt} only={familyActions} />
        )}
        <JoinButton booking={booking} compact />
        <Link
          to={`/sessions/${booking.id}`}
          aria-label={t('agenda.viewSession', { subject, time: when })}
          className={`${textLinkClass} text-sm`}
        >
          {t('agenda.view')}
        </Link>
      </div>
    </li>
  );
}
