import { slotsAnswerSchema } from '@nibras/contracts/availability';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tutorsKeys } from './query-keys';

export async function getTutorSlots(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/tutors/${encodeURIComponent(id)}/slots`);
  return slotsAnswerSchema.parse(envelope.data);
}

/** The tutor's free hour-long slots over the next two weeks, in UTC. */
export function useTutorSlots(id: string) {
  return useQuery({
    queryKey: tutorsKeys.slots(id),
    queryFn: () => getTutorSlots(id),
    staleTime: 30_000,
  });
}
