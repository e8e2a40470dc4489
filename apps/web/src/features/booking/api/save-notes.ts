import { bookingDetailSchema, type BookingNotesInput } from '@nibras/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

/** The tutor's notes and homework after a completed booking. */
export async function saveNotes(id: string, input: BookingNotesInput) {
  const envelope = await apiRequest<unknown>(`/api/v1/bookings/${encodeURIComponent(id)}/notes`, {
    method: 'PUT',
    body: input,
  });
  return { detail: bookingDetailSchema.parse(envelope.data), message: envelope.message };
}

export function useSaveNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingNotesInput) => saveNotes(id, input),
    onSuccess: ({ detail }) => queryClient.setQueryData(bookingKeys.detail(id), detail),
  });
}
