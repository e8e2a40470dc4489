import type { SubjectSlug } from '../catalog/catalog-subjects-data';

/** Who a demo tutor is: a coherent person whose headline, grades, subjects and hours agree. */
export type DemoTutor = {
  email: string;
  /** Made by the accounts seed; only hours, a headline, a portrait and reviews are added to it. */
  existing?: boolean;
  fullName: string;
  addressAs: 'feminine' | 'masculine';
  /** Where the tutor lives, in the bio; its zone is `timeZone` (`demoCityZones`). */
  city: string;
  headline: string;
  bio: string;
  education: string;
  years: number;
  languages: string[];
  subjects: { slug: SubjectSlug; online: string; offline: string }[];
  /** What the headline promises, as catalog slugs; the first is the grade given at signup. */
  teaches: { system: string; level: string; grades: string[] }[];
  timeZone: string;
  /** Weekdays (0 = Sunday) and hours, in the tutor's zone. */
  days: number[];
  hours: [number, number][];
  /** Each from a completed lesson with a demo learner (`demoLearners`), with the tutor's notes. */
  reviews: DemoReview[];
  /** Lessons in person (issue 32), in areas of the tutor's own `city`. */
  inPerson?: DemoInPerson;
};

/** Where a demo tutor teaches in person: area slugs of modules/areas/areas-data.ts. */
export type DemoInPerson = {
  /** Families' homes in these areas; a city's slug stands for all its districts. */
  homes: string[];
  /** The tutor's own place: its area is public, the (invented) street and building are not. */
  ownPlace?: { area: string; street: string; building: string };
  travelBufferMinutes: number;
};

export type DemoReview = {
  /** A key of `demoLearners`. */
  learner: string;
  subject: SubjectSlug;
  rating: number;
  comment: string;
  /** The tutor's notes on that lesson. */
  notes: string;
  homework: string;
};

/** The cities of the demo people, with their zones. */
export const demoCityZones: Record<string, string> = {
  Riyadh: 'Asia/Riyadh',
  Jeddah: 'Asia/Riyadh',
  'Kuwait City': 'Asia/Kuwait',
  Doha: 'Asia/Qatar',
  Manama: 'Asia/Bahrain',
  Muscat: 'Asia/Muscat',
  Dubai: 'Asia/Dubai',
  'Abu Dhabi': 'Asia/Dubai',
  Cairo: 'Africa/Cairo',
  Giza: 'Africa/Cairo',
  Alexandria: 'Africa/Cairo',
  Amman: 'Asia/Amman',
  Beirut: 'Asia/Beirut',
  Casablanca: 'Africa/Casablanca',
  Rabat: 'Africa/Casablanca',
  London: 'Europe/London',
  Manchester: 'Europe/London',
  Edinburgh: 'Europe/London',
  Dublin: 'Europe/Dublin',
  Paris: 'Europe/Paris',
  Berlin: 'Europe/Berlin',
  Toronto: 'America/Toronto',
};

/** Prices per subject: online as given, in person a little more. */
export function priced(prices: Partial<Record<SubjectSlug, number>>): DemoTutor['subjects'] {
  return Object.entries(prices).map(([slug, online]) => ({
    slug: slug as SubjectSlug,
    online: `${online}.00`,
    offline: `${online + Math.max(5, Math.round(online / 3))}.00`,
  }));
}

/** "grade-4" … "grade-6" (or another prefix) of one level. */
export function gradesOf(
  system: string,
  level: string,
  from: number,
  to: number,
  prefix = 'grade',
) {
  const grades = Array.from({ length: to - from + 1 }, (_, index) => `${prefix}-${from + index}`);
  return { system, level, grades };
}

export const sundayToThursday = [0, 1, 2, 3, 4];
export const saturdayToWednesday = [6, 0, 1, 2, 3];
export const mondayToFriday = [1, 2, 3, 4, 5];
