import { availabilityAnswerSchema, type Availability } from '@nibras/contracts/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { availabilityKey } from './get-availability';

/** Replaces the tutor's hours as a whole; the answer is what was stored. */
export async function saveAvailability(input: Availability) {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/availability', {
    method: 'PUT',
    body: input,
  });
  return { saved: availabilityAnswerSchema.parse(envelope.data), message: envelope.message };
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  const tutorId = useSession((state) => state.userModel?.id ?? null);
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: ({ saved }) => queryClient.setQueryData(availabilityKey(tutorId), saved),
  });
}
