import { useQuery } from '@tanstack/react-query';
import { answerOf } from '../answer';
import { apiRequest } from '../api-client';
import { useContentLanguage } from '../content-language';
import { catalogQueryKeys } from './query-keys';

export async function getSubjects() {
  const envelope = await apiRequest<unknown>('/api/v1/subjects');
  return answerOf(envelope.data, () =>
    import('@nibras/contracts/catalog').then((contract) => contract.subjectSchema.array()),
  );
}

/** Every subject of the catalog, for a tutor who does not narrow by grade. */
export function useSubjects() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogQueryKeys.subjects(language),
    queryFn: getSubjects,
    staleTime: Infinity,
  });
}
