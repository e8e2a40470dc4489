import type { Subject } from '@nibras/contracts/catalog';
import { useCallback } from 'react';
import { useSubjects } from './get-subjects';

/**
 * /courses with one subject chosen: the search page reads the catalog id of the subject from the
 * `subject` parameter of its URL (features/tutors/hooks/use-search-filters.ts).
 */
export function coursesPathFor(subjectId: number) {
  return `/courses?subject=${subjectId}`;
}

/**
 * The /courses link of a subject known by its catalog slug ("math"), for pages that name
 * subjects before they have their ids (home, footer): by id once the catalog has loaded, by
 * slug before (a prerendered page, a slow network), which /courses reads as the id
 * (`subjectIdOf`), so that a link followed early still chooses its subject.
 */
export function useSubjectCoursesPath() {
  const subjects = useSubjects();
  return useCallback(
    (slug: string) => {
      const subject = subjectOfSlug(slug, subjects.data);
      return subject ? coursesPathFor(subject.id) : `/courses?subject=${encodeURIComponent(slug)}`;
    },
    [subjects.data],
  );
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
