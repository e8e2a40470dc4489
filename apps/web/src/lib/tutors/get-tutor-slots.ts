import type { LessonMode } from '@nibras/contracts/in-person';
import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { tutorKeys, type SlotWindow } from './query-keys';

/**
 * A tutor's free times, in UTC: by default the next two weeks of the tutor's own lesson
 * length; `duration` 30 for a free trial; in person, with the tutor's travel time kept free. Asked past the browser's cache, which the API lets
 * keep slots for 30 seconds: a time that was just booked must not be offered again.
 */
export async function getTutorSlots(
  id: string,
  window: SlotWindow | null,
  duration: number | null,
  mode: LessonMode = 'online',
) {
  const query = new URLSearchParams(window ?? {});
  if (duration !== null) query.set('duration', String(duration));
  if (mode !== 'online') query.set('mode', mode);
  const envelope = await apiRequest<unknown>(
    `/api/v1/tutors/${encodeURIComponent(id)}/slots${query.size ? `?${query}` : ''}`,
    { headers: { 'Cache-Control': 'no-cache' } },
  );
  return answerOf(envelope.data, () =>
    import('@nibras/contracts/availability').then((contract) => contract.slotsAnswerSchema),
  );
}

export function useTutorSlots(
  id: string,
  {
    window = null,
    duration = null,
    mode = 'online',
  }: { window?: SlotWindow | null; duration?: number | null; mode?: LessonMode } = {},
  enabled = true,
) {
  return useQuery({
    queryKey: tutorKeys.slots(id, window, duration, mode),
    queryFn: () => getTutorSlots(id, window, duration, mode),
    enabled,
    staleTime: 15_000,
  });
}
