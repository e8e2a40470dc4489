import { tutorProfileSchema } from '@nibras/contracts/tutors';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';
import { tutorsKeys } from './query-keys';

export async function getTutor(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/tutors/${encodeURIComponent(id)}`);
  return tutorProfileSchema.parse(envelope.data);
}

/** A tutor's public profile. */
export function useTutor(id: string) {
  const language = useContentLanguage();
  return useQuery({ queryKey: tutorsKeys.profile(id, language), queryFn: () => getTutor(id) });
}
