import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { tutorKeys } from './query-keys';

/** `query` is the search's URL query string (GET /tutors takes every filter as a parameter). */
export async function searchTutors(query: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/tutors?${query}`);
  return answerOf(envelope.data, () =>
    import('@nibras/contracts/tutors').then((contract) => contract.tutorSearchAnswerSchema),
  );
}

/** One page of tutors; the last page stays shown while the next loads. */
export function useTutorSearch(query: string, enabled = true) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: tutorKeys.search(query, language),
    queryFn: () => searchTutors(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
