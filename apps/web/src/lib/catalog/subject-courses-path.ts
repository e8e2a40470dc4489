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
 * subjects before they have their ids (home, footer); plain /courses until the catalog loads.
 */
export function useSubjectCoursesPath() {
  const subjects = useSubjects();
  return useCallback(
    (slug: string) => {
      const subject = subjects.data?.find((candidate) => candidate.slug === slug);
      return subject ? coursesPathFor(subject.id) : '/courses';
    },
    [subjects.data],
  );
}
