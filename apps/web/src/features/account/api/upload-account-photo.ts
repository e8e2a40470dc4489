import { accountProfileSchema } from '@nibras/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKey } from '@/lib/preferred-language';
import { rememberAccount } from './get-account';

export async function uploadAccountPhoto(photo: File) {
  const body = new FormData();
  body.append('photo', photo);
  const envelope = await apiRequest<unknown>('/api/v1/account/photo', { method: 'PUT', body });
  return { account: accountProfileSchema.parse(envelope.data), message: envelope.message };
}

export function useUploadAccountPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAccountPhoto,
    onSuccess: ({ account }) => {
      queryClient.setQueryData(accountQueryKey, account);
      rememberAccount(account);
    },
  });
}
