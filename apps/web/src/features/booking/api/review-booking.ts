import { bookingDetailSchema, type ReviewInput } from '@nibras/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

/** The family's stars and words for a completed booking, once. */
export async function reviewBooking(id: string, input: ReviewInput) {
  const envelope = await apiRequest<unknown>(`/api/v1/bookings/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: input,
  });
  return { detail: bookingDetailSchema.parse(envelope.data), message: envelope.message };
}

export function useReviewBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => reviewBooking(id, input),
    onSuccess: ({ detail }) => queryClient.setQueryData(bookingKeys.detail(id), detail),
  });
}
