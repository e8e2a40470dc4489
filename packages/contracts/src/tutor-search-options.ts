import { normalizeNumberText } from './digits';
import type { TutorSearchQuery } from './tutors';
/**
 * The choices of a tutor search (sort orders, parts of the day), without zod: the search
 * screen lists them on its first load and needs no schema for that (issue 12). tutors.ts
 * builds the query's schema from them.
 */

export const tutorSortOrders = ['relevance', 'rating', 'price', 'experience'] as const;
export type TutorSortOrder = (typeof tutorSortOrders)[number];

/** Parts of a day in the viewer's own clock, for "available on these days / times". */
export const dayParts = {
  morning: { startMinute: 6 * 60, endMinute: 12 * 60 },
  afternoon: { startMinute: 12 * 60, endMinute: 17 * 60 },
  evening: { startMinute: 17 * 60, endMinute: 22 * 60 },
} as const;
export type DayPart = keyof typeof dayParts;
export const dayPartNames = Object.keys(dayParts) as DayPart[];

/**
 * The filters a search that found nobody can let go of, one at a time: `system` takes its grade
 * with it, `price` is both bounds, `time` is the days and the times of day together, `mode`
 * (in person) its area.
 */
export const tutorSearchRelaxations = [
  'subject',
  'system',
  'grade',
  'language',
  'price',
  'minRating',
  'time',
  'mode',
  'area',
] as const;
export type TutorSearchRelaxation = (typeof tutorSearchRelaxations)[number];

/** The query parameters each relaxation removes. */
export const relaxedParams = {
  subject: ['subject'],
  system: ['system', 'grade'],
  grade: ['grade'],
  language: ['language'],
  price: ['minPrice', 'maxPrice'],
  minRating: ['minRating'],
  time: ['days', 'times'],
  // Online too: the in-person choice and its area go together.
  mode: ['mode', 'area'],
  area: ['area'],
} as const satisfies Record<TutorSearchRelaxation, readonly (keyof TutorSearchQuery)[]>;

/**
 * Whether a price typed in a search can be searched for: up to five digits and two decimals, in
 * any digits ("٢٥٫٥"). tutors.ts's `searchPriceParam` is this rule for the API; the search
 * screen checks a field with it before it has zod.
 */
export function isSearchPrice(text: string): boolean {
  return /^\d{1,5}(\.\d{1,2})?$/.test(normalizeNumberText(text));
}
