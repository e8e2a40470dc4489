import { ownTutorProfileSchema } from '@nibras/contracts/tutor-profile';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useContentLanguage } from '@/lib/content-language';

export const ownProfileKey = (tutorId: string | null, language: string) =>
  ['tutors-feature', 'own-profile', tutorId, language] as const;

export async function getOwnProfile() {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/profile');
  return ownTutorProfileSchema.parse(envelope.data);
}

/** The signed-in tutor's profile and what still keeps them out of search. */
export function useOwnProfile() {
  const tutorId = useSession((state) => state.userModel?.id ?? null);
  const language = useContentLanguage();
  return useQuery({ queryKey: ownProfileKey(tutorId, language), queryFn: getOwnProfile });
}
