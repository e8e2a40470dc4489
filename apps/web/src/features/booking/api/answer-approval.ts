import { bookingSchema } from '@nibras/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshWallet } from '@/lib/wallet/query-keys';
import { refreshAfterBookingChange } from './query-keys';

/** The parent's answer to a child's paid booking. */
export type ApprovalAnswer = { action: 'approve' } | { action: 'refuse'; reason?: string };

/** Approve holds the price (402 `insufficient_funds` when the wallet is short); refuse frees the time. */
export async function answerApproval(id: string, { action, ...body }: ApprovalAnswer) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/bookings/${encodeURIComponent(id)}/${action}`,
    { method: 'POST', body },
  );
  return bookingSchema.parse(envelope.data);
}

export function useAnswerApproval(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ApprovalAnswer) => answerApproval(id, answer),
    onSuccess: () =>
      Promise.all([refreshAfterBookingChange(queryClient), refreshWallet(queryClient)]),
  });
}
