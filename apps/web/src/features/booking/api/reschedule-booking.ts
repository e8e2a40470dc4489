import { bookingSchema, type RescheduleBookingInput } from '@nibras/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterBookingChange } from './query-keys';

/** Moves a booking: the old one is cancelled and a new one made; the answer is the new one. */
export async function rescheduleBooking(id: string, input: RescheduleBookingInput) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/bookings/${encodeURIComponent(id)}/reschedule`,
    { method: 'POST', body: input },
  );
  return { booking: bookingSchema.parse(envelope.data), message: envelope.message };
}

/**
 * `onMoved` runs with the mutation, before the lists and pages are read again: the old
 * booking, read again as cancelled, takes its actions (and the caller's `mutate` callbacks)
 * off the page, so a step left to those would never come.
 */
export function useRescheduleBooking(
  id: string,
  onMoved?: (moved: Awaited<ReturnType<typeof rescheduleBooking>>) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleBookingInput) => rescheduleBooking(id, input),
    onSuccess: (moved) => {
      onMoved?.(moved);
      return refreshAfterBookingChange(queryClient);
    },
  });
}
