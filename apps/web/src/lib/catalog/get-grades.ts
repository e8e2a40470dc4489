import { skipToken, useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { catalogQueryKeys } from './query-keys';

export async function getGrades(levelId: number) {
  const envelope = await apiRequest<unknown>(`/api/v1/education/levels/${levelId}/grades`);
  return answerOf(envelope.data, () =>
    import('@nibras/contracts/catalog').then((contract) => contract.gradeSchema.array()),
  );
}

/** Grades of a level; nothing is asked until a level is chosen. */
export function useGrades(levelId: number | null) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogQueryKeys.grades(levelId, language),
    queryFn: levelId ? () => getGrades(levelId) : skipToken,
    staleTime: Infinity,
  });
}
