import { calendarFeedSchema } from '@nibras/contracts/calendar-feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const calendarFeedKey = ['account', 'calendar-feed'] as const;

/** The person's private webcal:// address (made by the server on the first ask). */
export async function getCalendarFeed() {
  const envelope = await apiRequest<unknown>('/api/v1/calendar-feed');
  return calendarFeedSchema.parse(envelope.data);
}

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: getCalendarFeed });
}

/** A new address; the old one stops answering (404, as a guessed one). */
export async function renewCalendarFeed(idempotencyKey: string) {
  const envelope = await apiRequest<unknown>('/api/v1/calendar-feed', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return calendarFeedSchema.parse(envelope.data);
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
