import { accountProfileSchema, type AccountUpdate } from '@nibras/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKey } from '@/lib/preferred-language';
import { rememberAccount } from './get-account';

export async function updateAccount(input: AccountUpdate) {
  const envelope = await apiRequest<unknown>('/api/v1/account', { method: 'PATCH', body: input });
  return { account: accountProfileSchema.parse(envelope.data), message: envelope.message };
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: ({ account }) => {
      queryClient.setQueryData(accountQueryKey, account);
      rememberAccount(account);
    },
  });
}
