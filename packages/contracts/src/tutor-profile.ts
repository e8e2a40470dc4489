import { z } from 'zod';
import { tutorInfoSchema } from './auth';
import { catalogId, nonEmptyList, requiredText } from './auth-fields';
import { tutorApplicationStatuses } from './tutor-applications';
import { ratingSummarySchema, tutorReviewSchema } from './tutors';

const signupTutorFields = tutorInfoSchema.shape;

/**
 * The tutor's own public profile, as edited in the dashboard: the signup's fields (same limits
 * and messages, docs/shared/SPEC.md section 5), a headline for the search cards, and the grades taught.
 */
export const headlineMax = 120;

export const tutorProfileInputSchema = z.object({
  headline: requiredText(
    'validation.tutorProfile.headlineRequired',
    headlineMax,
    'validation.tutorProfile.headlineTooLong',
  ),
  // The same fields, rules and messages as the signup's tutor step.
  bio: signupTutorFields.BriefBio,
  educationalBackground: signupTutorFields.EducationalBackground,
  yearsOfExperience: signupTutorFields.YearsOfExperience,
  hourlyRate: signupTutorFields.HourlyRate,
  languagesSpoken: signupTutorFields.LanguagesSpoken,
  gradeIds: nonEmptyList(
    catalogId('validation.tutorProfile.gradesRequired'),
    'validation.tutorProfile.gradesRequired',
  ),
});
export type TutorProfileInput = z.input<typeof tutorProfileInputSchema>;
export type TutorProfileValues = z.output<typeof tutorProfileInputSchema>;

/** Why a tutor is not in search yet; an empty list means listed. */
export const listingGaps = [
  'emailNotConfirmed',
  'profileIncomplete',
  'noPricedSubject',
  /** Without weekly hours there is no time to book: search leaves the tutor out. */
  'noWeeklyHours',
  /** An operator has not approved the application (decision 0026). */
  'applicationNotApproved',
] as const;
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

/** What a tutor's dashboard asks them to fill in, in the order it asks. */
export const checklistItems = [
  'photo',
  'headline',
  'bio',
  'subjects',
  'hours',
  'application',
] as const;
export type ChecklistItem = (typeof checklistItems)[number];

/** `GET /tutor/checklist`: each item done or not, and whether families find the tutor today. */
export const tutorChecklistSchema = z.object({
  items: z.array(z.object({ key: z.enum(checklistItems), done: z.boolean() })),
  listed: z.boolean(),
  /** Where the application to be listed stands: the checklist leads through it. */
  applicationStatus: z.enum(tutorApplicationStatuses),
});
export type TutorChecklist = z.infer<typeof tutorChecklistSchema>;

/** `GET /tutor/reviews`: the tutor's own rating and latest reviews, listed in search or not. */
export const ownReviewsSchema = z.object({
  rating: ratingSummarySchema,
  reviews: z.array(tutorReviewSchema),
});
export type OwnReviews = z.infer<typeof ownReviewsSchema>;
