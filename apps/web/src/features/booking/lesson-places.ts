import type { LessonMode, LessonPlace } from '@nibras/contracts/in-person';
import type { TutorProfile } from '@nibras/contracts/tutors';

type Offer = Pick<TutorProfile, 'inPersonAreas' | 'ownPlaceArea'>;

/** Where a tutor gives lessons in person: families' homes in their areas, their own place. */
export function placesOffered(tutor: Offer): LessonPlace[] {
  const places: LessonPlace[] = [];
  if (tutor.inPersonAreas.length > 0) places.push('family-home');
  if (tutor.ownPlaceArea !== null) places.push('tutor-place');
  return places;
}

/** A lesson's price per hour: the in-person (offline) price in person, else the online one. */
export function hourlyPriceOf(
  subject: Pick<TutorProfile['subjects'][number], 'onlinePrice' | 'offlinePrice'>,
  mode: LessonMode | null,
) {
  return mode === 'in-person' ? subject.offlinePrice : subject.onlinePrice;
}
