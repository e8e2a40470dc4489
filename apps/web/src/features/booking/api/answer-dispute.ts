import { bookingDetailSchema, type DisputeAnswerInput } from '@nibras/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

/** The tutor's answer to an open dispute or no-show claim of their session. */
export async function answerDispute(id: string, input: DisputeAnswerInput) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/bookings/${encodeURIComponent(id)}/dispute/answer`,
    { method: 'POST', body: input },
  );
  return { detail: bookingDetailSchema.parse(envelope.data), message: envelope.message };
}

export function useAnswerDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeAnswerInput) => answerDispute(id, input),
    onSuccess: ({ detail }) => queryClient.setQueryData(bookingKeys.detail(id), detail),
  });
}
