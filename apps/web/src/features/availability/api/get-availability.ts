import { availabilityAnswerSchema } from '@nibras/contracts/availability';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const availabilityKey = (tutorId: string | null) =>
  ['availability-feature', 'own', tutorId] as const;

export async function getAvailability() {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/availability');
  return availabilityAnswerSchema.parse(envelope.data);
}

/** The signed-in tutor's weekly hours, overrides, notice and horizon. */
export function useAvailability() {
  const tutorId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({ queryKey: availabilityKey(tutorId), queryFn: getAvailability });
}
