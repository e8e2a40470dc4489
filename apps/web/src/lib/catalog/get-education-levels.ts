import { skipToken, useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { catalogQueryKeys } from './query-keys';

export async function getEducationLevels(systemId: number) {
  const envelope = await apiRequest<unknown>(`/api/v1/education/systems/${systemId}/levels`);
  return answerOf(envelope.data, () =>
    import('@nibras/contracts/catalog').then((contract) => contract.educationLevelSchema.array()),
  );
}

/** Levels of a system; nothing is asked until a system is chosen. */
export function useEducationLevels(systemId: number | null) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogQueryKeys.levels(systemId, language),
    queryFn: systemId ? () => getEducationLevels(systemId) : skipToken,
    staleTime: Infinity,
  });
}
