import { gradeSchema } from '@nibras/contracts/catalog';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useContentLanguage } from '../hooks/use-content-language';
import { tutorsKeys } from './query-keys';

export async function getGrades(levelId: number) {
  const envelope = await apiRequest<unknown>(`/api/v1/education/levels/${levelId}/grades`);
  return gradeSchema.array().parse(envelope.data);
}

/** Grades of a level; nothing is asked until a level is chosen. */
export function useGrades(levelId: number | null) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: tutorsKeys.grades(levelId, language),
    queryFn: levelId ? () => getGrades(levelId) : skipToken,
    staleTime: Infinity,
  });
}
