import { tutorSearchAnswerSchema } from '@nibras/contracts/tutors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';
import { bookingKeys } from './query-keys';

export const tutorsPageSize = 6;

export async function searchTutors(subjectId: number, page: number) {
  const query = new URLSearchParams({
    subject: String(subjectId),
    page: String(page),
    pageSize: String(tutorsPageSize),
  });
  const envelope = await apiRequest<unknown>(`/api/v1/tutors?${query}`);
  return tutorSearchAnswerSchema.parse(envelope.data);
}

/** The tutors who teach a subject, best first, one page at a time. */
export function useTutorsOfSubject(subjectId: number, page: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: bookingKeys.tutors(subjectId, page, language),
    queryFn: () => searchTutors(subjectId, page),
    placeholderData: keepPreviousData,
  });
}
