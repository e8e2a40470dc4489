import type { Subject } from '@nibras/contracts/catalog';

/**
 * /courses with one subject chosen: the search page reads the catalog id of the subject from the
 * `subject` parameter of its URL (features/tutors/hooks/use-search-filters.ts).
 */
export function coursesPathFor(subjectId: number) {
  return `/courses?subject=${subjectId}`;
}

/**
 * The /courses link of a subject known by its catalog slug ("math"), for pages that name
 * subjects without the catalog (home, footer): /courses reads the slug as the id
 * (`subjectIdOf`). Asking for the catalog there fetched it, and TanStack Query with it, on every
 * first visit of the home page (issue 35).
 */
export function subjectCoursesPath(slug: string) {
  return `/courses?subject=${encodeURIComponent(slug)}`;
}

/**
 * The catalog id that a `subject` parameter of /courses names: the value itself when it is an
 * id, or when the catalog has not loaded or has no such slug (the API then refuses it).
 */
export function subjectIdOf(value: string, subjects: readonly Subject[] | undefined): string {
  const subject = subjectOfSlug(value, subjects);
  return subject ? String(subject.id) : value;
}

function subjectOfSlug(slug: string, subjects: readonly Subject[] | undefined) {
  return subjects?.find((candidate) => candidate.slug === slug);
}
