import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { catalogQueryKeys } from './query-keys';

export async function getEducationSystems() {
  const envelope = await apiRequest<unknown>('/api/v1/education/systems');
  return (
    await answerOf(envelope.data, () =>
      import('@nibras/contracts/catalog').then((contract) => contract.educationSystemsAnswerSchema),
    )
  ).educationSystems;
}

/** Names come in the request's language, so each language has its own cache entry. */
export function useEducationSystems() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogQueryKeys.systems(language),
    queryFn: getEducationSystems,
    staleTime: Infinity,
  });
}
