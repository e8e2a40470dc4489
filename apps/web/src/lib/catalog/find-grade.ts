import type { Grade } from '@nibras/contracts/catalog';
import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@nibras/contracts/i18n/languages';
import { useContentLanguage } from '@/lib/content-language';
import { getEducationLevels } from './get-education-levels';
import { getEducationSystems } from './get-education-systems';
import { getGrades } from './get-grades';
import { catalogQueryKeys } from './query-keys';

export type GradePath = { systemId: number; levelId: number; grade: Grade };

const forever = { staleTime: Infinity } as const;

/**
 * Where a grade sits in the catalog (system → level → grade), found by walking the same cached
 * lists the picker reads, so an edit form can open the picker at a saved grade and a page can
 * name it. The catalog is small and these lists are cached for good.
 */
export async function findGradePath(
  queryClient: QueryClient,
  gradeId: number,
  language: Language,
): Promise<GradePath | null> {
  const systems = await queryClient.fetchQuery({
    queryKey: catalogQueryKeys.systems(language),
    queryFn: getEducationSystems,
    ...forever,
  });
  for (const system of systems) {
    const levels = await queryClient.fetchQuery({
      queryKey: catalogQueryKeys.levels(system.id, language),
      queryFn: () => getEducationLevels(system.id),
      ...forever,
    });
    for (const level of levels) {
      const grades = await queryClient.fetchQuery({
        queryKey: catalogQueryKeys.grades(level.id, language),
        queryFn: () => getGrades(level.id),
        ...forever,
      });
      const grade = grades.find((item) => item.id === gradeId);
      if (grade) return { systemId: system.id, levelId: level.id, grade };
    }
  }
  return null;
}

/** A grade's place in the catalog, in the reader's language; null when it is not listed. */
export function useGradePath(gradeId: number | null) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogQueryKeys.gradePath(gradeId, language),
    queryFn: gradeId ? () => findGradePath(queryClient, gradeId, language) : skipToken,
    ...forever,
  });
}
