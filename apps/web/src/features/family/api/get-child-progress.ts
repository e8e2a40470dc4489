import { childProgressSchema } from '@nibras/contracts/family';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { familyKeys } from './query-keys';

/** How far back a parent's view of a child's progress reaches. */
export const progressMonths = 6;

export async function getChildProgress(childId: string, months: number) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/parent/children/${encodeURIComponent(childId)}/progress?months=${months}`,
  );
  return childProgressSchema.parse(envelope.data);
}

/** A child's bookings and minutes per month and subject, attendance, and tutors' notes. */
export function useChildProgress(childId: string, months: number) {
  return useQuery({
    queryKey: familyKeys.progress(childId, months),
    queryFn: () => getChildProgress(childId, months),
  });
}
