import { joinAnswerSchema } from '@nibras/contracts/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The classroom's address, given only inside the join window. */
export async function joinLesson(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/bookings/${encodeURIComponent(id)}/join`, {
    method: 'POST',
  });
  return joinAnswerSchema.parse(envelope.data);
}

export function useJoinLesson(id: string) {
  return useMutation({ mutationFn: () => joinLesson(id) });
}
