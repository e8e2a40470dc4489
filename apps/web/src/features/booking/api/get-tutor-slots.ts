import { slotsAnswerSchema } from '@nibras/contracts/availability';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

export type SlotWindow = { from: string; to: string };

/**
 * A tutor's free times in a window; `duration` is 30 for a free trial, else null for the tutor's
 * own session length. Asked past the browser's cache: the API lets it keep slots 30 seconds,
 * and a booking must not offer a time that was just taken.
 */
export async function getTutorSlots(tutorId: string, window: SlotWindow, duration: number | null) {
  const query = new URLSearchParams(window);
  if (duration !== null) query.set('duration', String(duration));
  const envelope = await apiRequest<unknown>(
    `/api/v1/tutors/${encodeURIComponent(tutorId)}/slots?${query}`,
    { headers: { 'Cache-Control': 'no-cache' } },
  );
  return slotsAnswerSchema.parse(envelope.data);
}

export function useTutorSlots(
  tutorId: string,
  window: SlotWindow,
  duration: number | null,
  enabled = true,
) {
  return useQuery({
    queryKey: bookingKeys.slots(tutorId, window.from, window.to, duration),
    queryFn: () => getTutorSlots(tutorId, window, duration),
    enabled,
    staleTime: 15_000,
  });
}
