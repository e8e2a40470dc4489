import type { TutorProfile } from '@nibras/contracts/tutors';
import type { BookingChoices } from './hooks/use-booking-choices';
import { placesOffered } from './lesson-places';

export type Step = 'subject' | 'tutor' | 'mode' | 'time' | 'account' | 'learner' | 'confirm';
export type Booker = 'Parent' | 'Student' | null;

/**
 * The first choice still missing is the step to show; the URL holds all of them, and what
 * leaves no choice (a tutor's only subject, a parent's only child) counts as chosen.
 */
export function stepOf(choices: BookingChoices, tutor: TutorProfile | null, booker: Booker): Step {
  if (choices.tutorId === null) return choices.subjectId === null ? 'subject' : 'tutor';
  const taught = tutor?.subjects.some((subject) => subject.id === choices.subjectId);
  if (choices.subjectId === null || (tutor && !taught)) return 'subject';
  // Online or in person comes before the time: in person, the tutor's travel time is kept free.
  const places = tutor ? placesOffered(tutor) : [];
  if (places.length > 0 && choices.mode === null) return 'mode';
  if (choices.mode === 'in-person' && (choices.place === null || !places.includes(choices.place)))
    return 'mode';
  if (choices.start === null) return 'time';
  if (booker === null) return 'account';
  if (booker === 'Parent' && choices.childId === null) return 'learner';
  return 'confirm';
}

/** The URL's choices with what was decided for the family (the trial on), to come back to. */
export function withDecided(search: string, choices: BookingChoices) {
  const params = new URLSearchParams(search);
  if (choices.subjectId !== null) params.set('subject', String(choices.subjectId));
  return `?${params}`;
}

export function stepsFor(booker: Booker, inPerson: boolean): Step[] {
  const last: Step[] =
    booker === null
      ? ['account', 'confirm']
      : booker === 'Parent'
        ? ['learner', 'confirm']
        : ['confirm'];
  return ['subject', 'tutor', ...(inPerson ? (['mode'] as const) : []), 'time', ...last];
}
