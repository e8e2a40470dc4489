import { bookingSchema, type Booking } from '@nibras/contracts/booking';
import type { DisputeInput } from '@nibras/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshWallet } from '@/lib/wallet/query-keys';
import { refreshAfterBookingChange } from './query-keys';

/** Disputes a charge while the booking's `payment.disputableUntil` lasts; 409 after it. */
export async function disputeBooking(id: string, input: DisputeInput): Promise<Booking> {
  const envelope = await apiRequest<unknown>(`/api/v1/bookings/${encodeURIComponent(id)}/dispute`, {
    method: 'POST',
    body: input,
  });
  return bookingSchema.parse(envelope.data);
}

export function useDisputeBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeInput) => disputeBooking(id, input),
    onSuccess: () =>
      Promise.all([refreshAfterBookingChange(queryClient), refreshWallet(queryClient)]),
  });
}
