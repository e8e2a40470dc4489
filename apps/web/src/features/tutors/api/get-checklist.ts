import { tutorChecklistSchema } from '@nibras/contracts/tutor-profile';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export async function getChecklist() {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/checklist');
  return tutorChecklistSchema.parse(envelope.data);
}

/** What the signed-in tutor still has to fill in, and whether families find them today. */
export function useChecklist() {
  const tutorId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({
    queryKey: ['tutors-feature', 'checklist', tutorId] as const,
    queryFn: getChecklist,
    // Filled in on other pages: read again whenever the dashboard opens.
    staleTime: 0,
  });
}
