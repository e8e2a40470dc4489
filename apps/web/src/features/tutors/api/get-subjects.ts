import { subjectSchema } from '@nibras/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useContentLanguage } from '../hooks/use-content-language';
import { tutorsKeys } from './query-keys';

export async function getSubjects() {
  const envelope = await apiRequest<unknown>('/api/v1/subjects');
  return subjectSchema.array().parse(envelope.data);
}

/** Every subject of the catalog, for the subject grid and filter. */
export function useSubjects() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: tutorsKeys.subjects(language),
    queryFn: getSubjects,
    staleTime: Infinity,
  });
}
