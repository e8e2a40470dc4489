import { bookingSchema, type CreateBookingInput } from '@nibras/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterBookingChange } from './query-keys';

/**
 * Books a lesson. `idempotencyKey` is made once per attempt and sent again on a retry, so a
 * retry after a lost answer returns the first booking instead of making a second one.
 */
export async function createBooking({
  input,
  idempotencyKey,
}: {
  input: CreateBookingInput;
  idempotencyKey: string;
}) {
  const envelope = await apiRequest<unknown>('/api/v1/bookings', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { booking: bookingSchema.parse(envelope.data), message: envelope.message };
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => refreshAfterBookingChange(queryClient),
  });
}
