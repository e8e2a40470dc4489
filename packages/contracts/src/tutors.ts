import { z } from 'zod';
import { addressForms } from './address-as';
import { teachingLanguages } from './teaching-languages';
import { normalizeNumberText } from './digits';
import { pagingParams } from './paging';
import { tutorSearchCursor, type TutorSearchPosition } from './tutor-search-cursor';
import { plainText } from './text';
import { areaSchema, lessonModeSchema } from './in-person';
import { isKnownTimeZone } from './time-zones';
import {
  isSearchPrice,
  tutorSearchRelaxations,
  tutorSortOrders,
  type DayPart,
} from './tutor-search-options';

export {
  dayPartNames,
  dayParts,
  relaxedParams,
  tutorSearchRelaxations,
  tutorSortOrders,
  type DayPart,
  type TutorSearchRelaxation,
  type TutorSortOrder,
} from './tutor-search-options';

/**
 * Finding a tutor: the search query (every filter is a URL search parameter, so a search can be
 * shared and reloaded), the result cards and the public profile. Money is a decimal string with
 * its currency; messages are translation keys of i18n/en.ts.
 */

export const maxTutorPageSize = 48;

/** base64url, as tutorSearchCursor writes it; what it holds is checked against the sort. */
const cursorParam = z.string().regex(/^[\w-]{1,300}$/, 'validation.tutorSearch.cursorInvalid');

const positiveIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'validation.idInvalid')
  .transform(Number);

/** A price typed in a search (tutor-search-options.ts's `isSearchPrice`), as a number. */
const searchPriceParam = z
  .string()
  .refine(isSearchPrice, 'validation.tutorSearch.numberInvalid')
  .transform((text) => Number(normalizeNumberText(text)));

/** "6,0" → [6, 0]: weekdays, 0 = Sunday. */
const weekdaysParam = z
  .string()
  .regex(/^[0-6](,[0-6]){0,6}$/, 'validation.selectionInvalid')
  .transform((value) => [...new Set(value.split(',').map(Number))]);

const dayPartsParam = z
  .string()
  .regex(
    /^(morning|afternoon|evening)(,(morning|afternoon|evening)){0,2}$/,
    'validation.selectionInvalid',
  )
  .transform((value) => [...new Set(value.split(','))] as DayPart[]);

export const tutorSearchQuerySchema = z
  .object({
    subject: positiveIdParam.optional(),
    system: positiveIdParam.optional(),
    grade: positiveIdParam.optional(),
    language: z.enum(teachingLanguages, { error: 'validation.selectionInvalid' }).optional(),
    minPrice: searchPriceParam.optional(),
    maxPrice: searchPriceParam.optional(),
    minRating: z
      .enum(['1', '2', '3', '4', '5'], { error: 'validation.selectionInvalid' })
      .transform(Number)
      .optional(),
    days: weekdaysParam.optional(),
    times: dayPartsParam.optional(),
    /** The viewer's zone, in which `days` and `times` are meant; UTC when not given. */
    tz: plainText().refine(isKnownTimeZone, 'validation.availability.timeZoneInvalid').optional(),
    /** Online or in person (issue 32); either when absent. */
    mode: lessonModeSchema.optional(),
    /** In person: a city or district id (`GET /areas`); a city includes its districts. */
    area: positiveIdParam.optional(),
    sort: z.enum(tutorSortOrders, { error: 'validation.selectionInvalid' }).default('relevance'),
    /** The page after this one's `nextCursor`, or before its `previousCursor` (keyset pages). */
    after: cursorParam.optional(),
    before: cursorParam.optional(),
    pageSize: pagingParams({ maxPageSize: maxTutorPageSize, defaultPageSize: 12 }).pageSize,
  })
  .superRefine((query, context) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined) {
      if (query.minPrice > query.maxPrice) {
        context.addIssue({
          code: 'custom',
          message: 'validation.tutorSearch.priceOrder',
          path: ['maxPrice'],
        });
      }
    }
    for (const direction of ['after', 'before'] as const) {
      const cursor = query[direction];
      const alone = direction === 'after' || query.after === undefined;
      if (cursor !== undefined && (!alone || !tutorSearchCursor.decode(cursor, query.sort))) {
        context.addIssue({
          code: 'custom',
          message: 'validation.tutorSearch.cursorInvalid',
          path: [direction],
        });
      }
    }
  })
  .transform(({ after, before, ...query }) => {
    const cursor = after ?? before;
    const keys = cursor === undefined ? undefined : tutorSearchCursor.decode(cursor, query.sort);
    const position: TutorSearchPosition | undefined = keys && {
      direction: after === undefined ? 'before' : 'after',
      keys,
    };
    return { ...query, position };
  });
export type TutorSearchQuery = z.output<typeof tutorSearchQuerySchema>;

const moneySchema = z.object({ amount: z.string(), currency: z.string().length(3) });
export type Money = z.infer<typeof moneySchema>;

export const ratingSummarySchema = z.object({
  /** Mean of the ratings, one decimal; null until the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
});

const subjectTagSchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });

export const tutorCardSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  /** As on the profile: the gender of the card's texts about the tutor; null (or absent) unset. */
  addressAs: z.enum(addressForms).nullable().optional(),
  headline: z.string().nullable(),
  yearsOfExperience: z.number().int(),
  languagesSpoken: z.array(z.string()),
  rating: ratingSummarySchema,
  /** The lowest online price: of the searched subject when one is chosen, else of any subject. */
  priceFrom: moneySchema,
  subjects: z.array(subjectTagSchema),
  /** Offers lessons in person, at families' homes or at their own place (issue 32). */
  teachesInPerson: z.boolean(),
});
export type TutorCard = z.infer<typeof tutorCardSchema>;

/** Matches are counted up to this many; beyond it the answer says "10,000+" (totalCapped). */
export const tutorCountCap = 10_000;

export const tutorSearchAnswerSchema = z.object({
  items: z.array(tutorCardSchema),
  /** How many tutors match, up to tutorCountCap. */
  total: z.number().int(),
  /** More than `total` match. */
  totalCapped: z.boolean(),
  pageSize: z.number().int(),
  /** `after` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** `before` for the page before; null on the first. */
  previousCursor: z.string().nullable(),
  /**
   * Only when nobody matches: each filter whose removal alone finds somebody, with how many it
   * finds (up to tutorCountCap), most first.
   */
  relaxations: z
    .array(z.object({ drop: z.enum(tutorSearchRelaxations), total: z.number().int() }))
    .optional(),
});
export type TutorSearchAnswer = z.infer<typeof tutorSearchAnswerSchema>;

export const tutorReviewSchema = z.object({
  id: z.string(),
  /** The author's first name only: enough to be human, not enough to find a family. */
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
  /** Removed by an operator: shown as removed, its words gone, its rating left out. */
  removed: z.boolean(),
});
export type TutorReview = z.infer<typeof tutorReviewSchema>;

export const tutorProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  /** How the tutor asked to be addressed, for the gender of texts about them; null (or absent) unset. */
  addressAs: z.enum(addressForms).nullable().optional(),
  headline: z.string().nullable(),
  bio: z.string(),
  educationalBackground: z.string(),
  yearsOfExperience: z.number().int(),
  languagesSpoken: z.array(z.string()),
  hourlyRate: moneySchema,
  /** The zone of the tutor's hours, so a page can show their clock beside the viewer's. */
  timeZone: z.string().nullable(),
  /** How long a paid lesson with this tutor lasts; a free trial is always 30 minutes. */
  sessionMinutes: z.number().int(),
  grades: z.array(z.object({ id: z.number().int(), name: z.string(), system: z.string() })),
  subjects: z.array(
    subjectTagSchema.extend({
      onlinePrice: z.string(),
      offlinePrice: z.string(),
      currency: z.string().length(3),
    }),
  ),
  rating: ratingSummarySchema,
  reviews: z.array(tutorReviewSchema),
  /** Where the tutor goes to families' homes (issue 32); empty when they do not. */
  inPersonAreas: z.array(areaSchema),
  /** The area of the tutor's own place, when learners may come there; never more of it. */
  ownPlaceArea: areaSchema.nullable(),
  /** The time kept free before and after an in-person lesson, in minutes. */
  travelBufferMinutes: z.number().int(),
  /** What an operator checked before listing the tutor, and when (decision 0026). */
  verification: z.object({
    identityCheckedAt: z.string().nullable(),
    qualificationsCheckedAt: z.string().nullable(),
  }),
});
export type TutorProfile = z.infer<typeof tutorProfileSchema>;

export const tutorIdParamsSchema = z.object({ id: z.string() });
