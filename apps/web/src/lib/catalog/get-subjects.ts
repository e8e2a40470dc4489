import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@nibras/contracts/i18n/languages';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { catalogQueryKeys } from './query-keys';

export async function getSubjects() {
  const envelope = await apiRequest<unknown>('/api/v1/subjects');
  return answerOf(envelope.data, () =>
    import('@nibras/contracts/catalog').then((contract) => contract.subjectSchema.array()),
  );
}

/** Every subject of the catalog, in one language: reference data, asked for once. */
export const subjectsQuery = (language: Language) =>
  queryOptions({
    queryKey: catalogQueryKeys.subjects(language),
    queryFn: getSubjects,
    staleTime: Infinity,
  });

/** Every subject of the catalog, for a tutor who does not narrow by grade. */
export function useSubjects() {
  return useQuery(subjectsQuery(useContentLanguage()));
}
