import { z } from 'zod';
import { teachingLanguages } from './auth';
import {
  accountLimits,
  catalogId,
  coercedNumber,
  nonEmptyList,
  numberField,
  requiredText,
} from './auth-fields';

/**
 * The tutor's own public profile, as edited in the dashboard: the signup's fields (same limits
 * and messages, SPEC.md section 5), a headline for the search cards, and the grades taught.
 */
export const headlineMax = 120;

export const tutorProfileInputSchema = z.object({
  headline: requiredText(
    'validation.tutorProfile.headlineRequired',
    headlineMax,
    'validation.tutorProfile.headlineTooLong',
  ),
  bio: requiredText(
    'validation.tutor.bioRequired',
    accountLimits.bioMax,
    'validation.tutor.bioTooLong',
  ),
  educationalBackground: requiredText(
    'validation.tutor.educationRequired',
    accountLimits.educationMax,
  ),
  yearsOfExperience: coercedNumber(
    numberField(
      'validation.tutor.yearsOfExperienceRequired',
      'validation.tutor.yearsOfExperienceNotNumber',
    )
      .int({ error: 'validation.tutor.yearsOfExperienceNotNumber' })
      .min(0, { error: 'validation.tutor.yearsOfExperienceNotNumber' })
      .max(accountLimits.yearsOfExperienceMax, {
        error: 'validation.tutor.yearsOfExperienceTooHigh',
      }),
  ),
  hourlyRate: coercedNumber(
    numberField('validation.tutor.hourlyRateRequired', 'validation.tutor.hourlyRateNotNumber')
      .min(accountLimits.hourlyRateMin, { error: 'validation.tutor.hourlyRateMin' })
      .max(accountLimits.hourlyRateMax, { error: 'validation.tutor.hourlyRateMax' })
      .multipleOf(0.01, { error: 'validation.tutor.hourlyRateNotNumber' }),
  ),
  languagesSpoken: nonEmptyList(
    z.enum(teachingLanguages, { error: 'validation.tutor.languagesRequired' }),
    'validation.tutor.languagesRequired',
  ),
  gradeIds: nonEmptyList(
    catalogId('validation.tutorProfile.gradesRequired'),
    'validation.tutorProfile.gradesRequired',
  ),
});
export type TutorProfileInput = z.input<typeof tutorProfileInputSchema>;
export type TutorProfileValues = z.output<typeof tutorProfileInputSchema>;

/** Why a tutor is not in search yet; an empty list means listed. */
export const listingGaps = ['emailNotConfirmed', 'profileIncomplete', 'noPricedSubject'] as const;
export type ListingGap = (typeof listingGaps)[number];

export const ownTutorProfileSchema = z.object({
  headline: z.string(),
  bio: z.string(),
  educationalBackground: z.string(),
  yearsOfExperience: z.number().int(),
  hourlyRate: z.string(),
  languagesSpoken: z.array(z.string()),
  grades: z.array(z.object({ id: z.number().int(), name: z.string(), system: z.string() })),
  avatarUrl: z.string().nullable(),
  listingGaps: z.array(z.enum(listingGaps)),
});
export type OwnTutorProfile = z.infer<typeof ownTutorProfileSchema>;
