import type { Language } from '@nibras/contracts/i18n/languages';
import { checklistItems } from '@nibras/contracts/tutor-profile';
import type {
  ListingGap,
  OwnReviews,
  OwnTutorProfile,
  TutorChecklist,
  TutorProfileValues,
} from '@nibras/contracts/tutor-profile';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import {
  findOwnProfile,
  gradesWithHierarchy,
  applicationStatusOf,
  hasPricedSubject,
  hasWeeklyHours,
  saveOwnProfile,
} from './tutor-profile.repo';
import { latestReviews, ratingOf, taughtGrades } from './tutors.repo';
import { readAll } from '../../db/reads';

const filled = (text: string | null | undefined) => Boolean(text?.trim());

type OwnProfileRow = NonNullable<Awaited<ReturnType<typeof findOwnProfile>>>;

/**
 * What still keeps a tutor out of search (the listing rule, tutor_search.listed, and the
 * search's own need of weekly hours: tutor-search.repo).
 */
function listingGapsOf(
  { profile, user }: OwnProfileRow,
  pricedSubject: boolean,
  weeklyHours: boolean,
  applicationStatus: string,
): ListingGap[] {
  const gaps: ListingGap[] = [];
  if (!user.emailConfirmedAt) gaps.push('emailNotConfirmed');
  const complete =
    profile &&
    filled(profile.briefBio) &&
    filled(profile.educationalBackground) &&
    profile.languagesSpoken.length > 0;
  if (!complete) gaps.push('profileIncomplete');
  if (!pricedSubject) gaps.push('noPricedSubject');
  if (!weeklyHours) gaps.push('noWeeklyHours');
  if (applicationStatus !== 'approved') gaps.push('applicationNotApproved');
  return gaps;
}

async function ownRowOf(db: Database, tutorId: string) {
  const row = await findOwnProfile(db, tutorId);
  if (!row) throw new AppError(404, 'tutor_not_found');
  return row;
}

/** The tutor's own profile, and what still keeps them out of search (the listing rule). */
export async function ownProfileOf(
  db: Database,
  tutorId: string,
  language: Language,
): Promise<OwnTutorProfile> {
  const row = await ownRowOf(db, tutorId);
  const { profile, user } = row;
  const [pricedSubject, weeklyHours, applicationStatus] = await readAll(db, [
    () => hasPricedSubject(db, tutorId),
    () => hasWeeklyHours(db, tutorId),
    () => applicationStatusOf(db, tutorId),
  ]);
  const gaps = listingGapsOf(row, pricedSubject, weeklyHours, applicationStatus);
  return {
    headline: profile?.headline ?? '',
    bio: profile?.briefBio ?? '',
    educationalBackground: profile?.educationalBackground ?? '',
    yearsOfExperience: profile?.yearsOfExperience ?? 0,
    hourlyRate: profile?.hourlyRate ?? '',
    languagesSpoken: profile?.languagesSpoken ?? [],
    grades: await taughtGrades(db, tutorId, language),
    avatarUrl: user.avatarPath ? `/api/v1/users/${user.id}/avatar` : null,
    listingGaps: gaps,
  };
}

export async function saveProfile(
  db: Database,
  tutorId: string,
  input: TutorProfileValues,
  language: Language,
): Promise<OwnTutorProfile> {
  const found = await gradesWithHierarchy(db, input.gradeIds);
  if (found.length !== input.gradeIds.length) {
    throw new AppError(400, 'validation_failed', {
      details: { gradeIds: 'validation.selectionInvalid' },
    });
  }
  // In the order the tutor chose them: the first is their main grade.
  const ordered = input.gradeIds.flatMap((id) => found.filter((grade) => grade.id === id));
  await saveOwnProfile(db, tutorId, {
    headline: input.headline,
    briefBio: input.bio,
    educationalBackground: input.educationalBackground,
    yearsOfExperience: input.yearsOfExperience,
    hourlyRate: input.hourlyRate.toFixed(2),
    languagesSpoken: input.languagesSpoken,
    grades: ordered,
  });
  return ownProfileOf(db, tutorId, language);
}

/** What the dashboard asks a tutor to fill in, and whether families find them in search. */
export async function checklistOf(db: Database, tutorId: string): Promise<TutorChecklist> {
  const row = await ownRowOf(db, tutorId);
  const [pricedSubject, weeklyHours, applicationStatus] = await readAll(db, [
    () => hasPricedSubject(db, tutorId),
    () => hasWeeklyHours(db, tutorId),
    () => applicationStatusOf(db, tutorId),
  ]);
  const done = {
    photo: row.user.avatarPath !== null,
    headline: filled(row.profile?.headline),
    bio: filled(row.profile?.briefBio),
    subjects: pricedSubject,
    hours: weeklyHours,
    application: applicationStatus === 'approved',
  };
  return {
    items: checklistItems.map((key) => ({ key, done: done[key] })),
    listed: listingGapsOf(row, pricedSubject, weeklyHours, applicationStatus).length === 0,
    applicationStatus,
  };
}

const reviewsOnDashboard = 3;

/** The tutor's own rating and newest reviews, whether or not they are listed yet. */
export async function ownReviewsOf(db: Database, tutorId: string): Promise<OwnReviews> {
  const [rating, reviews] = await readAll(db, [
    () => ratingOf(db, tutorId),
    () => latestReviews(db, tutorId, reviewsOnDashboard),
  ]);
  return {
    rating,
    reviews: reviews,
  };
}
