import type { Booking } from '@nibras/contracts/booking';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useFormatMoney } from '@/lib/money';
import { usePersonName } from '@/lib/person-name';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { useIsTutorOf } from '@/features/booking/hooks/use-is-tutor-of';
import { BookingTime } from './booking-time';
import { LessonPlace } from './lesson-place';
import { useLearnerFacts } from './learner-facts';
import { mutedClass, textLinkClass } from './styles';

const minuteMs = 60_000;

/** Who, when (both clocks), how long and for what price; and what happened to it, if anything. */
export function BookingFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const nameOf = usePersonName();
  const tutorName = nameOf(booking.tutor.fullName);
  const money = useFormatMoney();
  const asTutor = useIsTutorOf(booking);
  const told = useLearnerFacts()(booking);
  const minutes = (Date.parse(booking.end) - Date.parse(booking.start)) / minuteMs;
  const learner = asTutor
    ? told.firstName
    : booking.student.kind === 'child'
      ? t('session.child', { name: nameOf(booking.student.fullName) })
      : nameOf(booking.student.fullName);
  // What the tutor prepares with; the family told it, so only the tutor is shown it again.
  const aboutLearner: { term: string; value: ReactNode }[] = [];
  if (asTutor && told.age) aboutLearner.push({ term: t('session.age'), value: told.age });
  if (asTutor && told.grade) {
    aboutLearner.push({ term: t('session.grade'), value: <bdi>{told.grade}</bdi> });
  }
  const facts = [
    {
      term: t('session.tutor'),
      value: (
        <span className="flex items-center gap-2">
          <Avatar name={tutorName} url={booking.tutor.avatarUrl} size="size-8" />
          <bdi>{tutorName}</bdi>
        </span>
      ),
    },
    { term: t('session.learner'), value: <bdi>{learner}</bdi> },
    ...aboutLearner,
    {
      term: t('session.when'),
      value: (
        <BookingTime start={booking.start} end={booking.end} tutorZone={booking.tutor.timeZone} />
      ),
    },
    { term: t('session.where'), value: <LessonPlace booking={booking} /> },
    { term: t('session.length'), value: format.minutes(minutes) },
    {
      term: t('session.price'),
      value: booking.trial
        ? t('session.free')
        : money(booking.price.amount, booking.price.currency),
    },
  ];
  const notices = [
    booking.lateCancellation && t('session.lateCancellation'),
    booking.noShowParty === 'tutor' && t('session.noShowTutor'),
    booking.noShowParty === 'student' && t('session.noShowStudent'),
  ].filter((notice): notice is string => Boolean(notice));

  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className={mutedClass}>{fact.term}</dt>
            <dd className="mt-0.5 font-medium text-slate-900 dark:text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {asTutor && told.goals && (
        <div className="mt-4">
          <h3 className={mutedClass}>{t('session.goals')}</h3>
          <p dir="auto" className="mt-0.5 whitespace-pre-line text-slate-900 dark:text-white">
            {told.goals}
          </p>
        </div>
      )}
      {notices.map((notice) => (
        <p
          key={notice}
          className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100"
        >
          {notice}
        </p>
      ))}
      {booking.rescheduledToId && (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
          {t('session.movedTo')}{' '}
          <Link to={`/sessions/${booking.rescheduledToId}`} className={textLinkClass}>
            {t('session.seeNew')}
          </Link>
        </p>
      )}
      {booking.rescheduledFromId && (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
          {t('session.movedFrom')}{' '}
          <Link to={`/sessions/${booking.rescheduledFromId}`} className={textLinkClass}>
            {t('session.seeOld')}
          </Link>
        </p>
      )}
    </>
  );
}
