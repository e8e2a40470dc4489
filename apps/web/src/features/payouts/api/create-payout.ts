import { payoutSchema, type CreatePayoutInput } from '@nibras/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshPayouts } from './query-keys';

/** Asks for a payout of available earnings; 409 when short or without a bank account. */
export async function createPayout(input: CreatePayoutInput) {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/payouts', {
    method: 'POST',
    body: input,
  });
  return payoutSchema.parse(envelope.data);
}

export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayout,
    onSuccess: () => refreshPayouts(queryClient),
  });
}
