import { bookingSchema, type RescheduleBookingInput } from '@nibras/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterBookingChange } from './query-keys';

/** Moves a booking: the old one is cancelled and a new one made; the answer is the new one. */
export async function rescheduleBooking(id: string, input: RescheduleBookingInput) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/bookings/${encodeURIComponent(id)}/reschedule`,
    { method: 'POST', body: input },
  );
  return { booking: bookingSchema.parse(envelope.data), message: envelope.message };
}

export function useRescheduleBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleBookingInput) => rescheduleBooking(id, input),
    onSuccess: () => refreshAfterBookingChange(queryClient),
  });
}
