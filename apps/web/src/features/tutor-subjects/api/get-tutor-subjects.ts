import { tutorSubjectSchema } from '@nibras/contracts/tutor-subjects';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useContentLanguage } from '@/lib/content-language';
import { tutorSubjectKeys } from './query-keys';

export async function getTutorSubjects() {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/subjects');
  return tutorSubjectSchema.array().parse(envelope.data);
}

/** The signed-in tutor's subjects with prices; keyed by tutor so another login never sees them. */
export function useTutorSubjects() {
  const language = useContentLanguage();
  const tutorId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({
    queryKey: tutorSubjectKeys.tutorSubjects(tutorId, language),
    queryFn: getTutorSubjects,
  });
}
