import { bookingSchema, type NoShowParty } from '@nibras/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterBookingChange } from './query-keys';

/** The changes of a booking's status that answer with the booking (reschedule has its own call). */
export type StatusChange =
  | { action: 'confirm' | 'complete' }
  | { action: 'decline' | 'cancel'; reason?: string }
  | { action: 'no-show'; party: NoShowParty; reason?: string };

export async function changeBookingStatus(id: string, { action, ...body }: StatusChange) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/bookings/${encodeURIComponent(id)}/${action}`,
    { method: 'POST', body },
  );
  return { booking: bookingSchema.parse(envelope.data), message: envelope.message };
}

export function useChangeBookingStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeBookingStatus(id, change),
    onSuccess: () => refreshAfterBookingChange(queryClient),
  });
}
