import { educationSystemsAnswerSchema } from '@nibras/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useContentLanguage } from '../content-language';
import { catalogQueryKeys } from './query-keys';

export async function getEducationSystems() {
  const envelope = await apiRequest<unknown>('/api/v1/education/systems');
  return educationSystemsAnswerSchema.parse(envelope.data).educationSystems;
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
