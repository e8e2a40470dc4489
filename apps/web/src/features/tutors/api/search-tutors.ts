import { tutorSearchAnswerSchema } from '@nibras/contracts/tutors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';
import { tutorsKeys } from './query-keys';

export async function searchTutors(query: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/tutors?${query}`);
  return tutorSearchAnswerSchema.parse(envelope.data);
}

/** One page of tutors for a query string built from the page's URL; the last page stays shown while the next loads. */
export function useTutorSearch(query: string) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: tutorsKeys.search(query, language),
    queryFn: () => searchTutors(query),
    placeholderData: keepPreviousData,
  });
}
