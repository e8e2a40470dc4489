import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { tutorKeys } from './query-keys';

export async function getTutor(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/tutors/${encodeURIComponent(id)}`);
  return answerOf(envelope.data, () =>
    import('@nibras/contracts/tutors').then((contract) => contract.tutorProfileSchema),
  );
}

/** A tutor's public profile, with the subjects they teach and their prices; none asked for null. */
export function useTutorProfile(id: string | null) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: tutorKeys.profile(id ?? '', language),
    queryFn: () => getTutor(id ?? ''),
    enabled: id !== null,
  });
}
