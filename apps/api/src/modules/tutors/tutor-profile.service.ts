import type { Language } from '@nibras/contracts/i18n/languages';
import type {
  ListingGap,
  OwnTutorProfile,
  TutorProfileValues,
} from '@nibras/contracts/tutor-profile';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import {
  findOwnProfile,
  gradesWithHierarchy,
  hasPricedSubject,
  saveOwnProfile,
} from './tutor-profile.repo';
import { taughtGrades } from './tutors.repo';

const filled = (text: string | null | undefined) => Boolean(text?.trim());

/** The tutor's own profile, and what still keeps them out of search (the listing rule). */
export async function ownProfileOf(
  db: Database,
  tutorId: string,
  language: Language,
): Promise<OwnTutorProfile> {
  const row = await findOwnProfile(db, tutorId);
  if (!row) throw new AppError(404, 'tutor_not_found');
  const { profile, user } = row;
  const gaps: ListingGap[] = [];
  if (!user.emailConfirmedAt) gaps.push('emailNotConfirmed');
  const complete =
    profile &&
    filled(profile.briefBio) &&
    filled(profile.educationalBackground) &&
    profile.languagesSpoken.length > 0;
  if (!complete) gaps.push('profileIncomplete');
  if (!(await hasPricedSubject(db, tutorId))) gaps.push('noPricedSubject');
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
