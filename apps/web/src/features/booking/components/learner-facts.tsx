import type { Booking } from '@nibras/contracts/booking';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '@/lib/count-format';
import { usePersonName } from '@/lib/person-name';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';

/**
 * What the family told of the learner, for the tutor to prepare: the first name, and the age,
 * grade and goals when they were given (an older account may lack them: those are left out).
 */
export function useLearnerFacts() {
  const { t } = useTranslation('booking');
  const count = useCountFormat();
  const format = useBookingFormat();
  const nameOf = usePersonName();
  return ({ learner, student }: Pick<Booking, 'learner' | 'student'>) => ({
    // A deleted account's placeholder is named as such, never cut to its first word.
    firstName:
      nameOf(student.fullName) === student.fullName ? learner.firstName : nameOf(student.fullName),
    age: learner.age === null ? null : t('session.ageYears', count(learner.age)),
    grade: learner.grade ? format.subjectName(learner.grade) : null,
    goals: learner.goals,
  });
}

/** The free-trial mark beside a booking's status. */
export function TrialBadge() {
  const { t } = useTranslation('booking');
  return (
    <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900 dark:bg-sky-400/15 dark:text-sky-100">
      {t('session.free')}
    </span>
  );
}
