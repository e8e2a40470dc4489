import { bookingSchema, type Booking } from '@nibras/contracts/booking';
import type { VisitKind } from '@nibras/contracts/in-person';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys, refreshAfterBookingChange } from './query-keys';

/** The tutor's "I have arrived" or "Finished" at an in-person lesson; the answer is the booking. */
export async function recordVisit(id: string, kind: VisitKind) {
  const envelope = await apiRequest<unknown>(`/api/v1/bookings/${encodeURIComponent(id)}/${kind}`, {
    method: 'POST',
  });
  return { booking: bookingSchema.parse(envelope.data), message: envelope.message };
}

export function useRecordVisit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: VisitKind) => recordVisit(id, kind),
    onSuccess: ({ booking }) => {
      // The page shows the time recorded at once; the lists follow.
      queryClient.setQueryData(bookingKeys.detail(id), (old: Booking | undefined) =>
        old ? { ...old, ...booking } : old,
      );
      return refreshAfterBookingChange(queryClient);
    },
  });
}
