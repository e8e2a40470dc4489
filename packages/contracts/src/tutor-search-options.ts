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
