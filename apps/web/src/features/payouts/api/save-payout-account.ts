import { payoutAccountSchema, type PayoutAccountInput } from '@nibras/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payoutKeys } from './query-keys';

export async function savePayoutAccount(input: PayoutAccountInput) {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/payout-account', {
    method: 'PUT',
    body: input,
  });
  return payoutAccountSchema.parse(envelope.data);
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (account) => queryClient.setQueryData(payoutKeys.account, account),
  });
}
