import { CoursesPage } from '@/features/tutors/components/courses-page';
import { subjectsQuery } from '@/lib/catalog/get-subjects';
import { currentLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/**
 * The subjects come before the page (a small answer, kept for the session): their grid takes
 * its final height at once instead of pushing the filters and tutors down when it arrives.
 * A failure is not fatal here: the page says so in place of the grid.
 */
export async function loader() {
  await queryClient.prefetchQuery(subjectsQuery(currentLanguage()));
  return null;
}

export function Component() {
  return <CoursesPage />;
}
