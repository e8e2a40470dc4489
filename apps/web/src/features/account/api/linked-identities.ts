import type { SocialProvider } from '@nibras/contracts/social-providers';
import { linkedIdentitiesSchema } from '@nibras/contracts/social-sign-in';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const linkedIdentitiesKey = ['account', 'identities'] as const;

export async function getLinkedIdentities() {
  const envelope = await apiRequest<unknown>('/api/v1/account/identities');
  return linkedIdentitiesSchema.parse(envelope.data);
}

/** The providers (Google, Apple, Meta) that sign in to the account. */
export function useLinkedIdentities() {
  return useQuery({ queryKey: linkedIdentitiesKey, queryFn: getLinkedIdentities });
}

/** Refused (409 last_sign_in_method) when it is the only way left into the account. */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const envelope = await apiRequest<unknown>(`/api/v1/account/identities/${provider}`, {
        method: 'DELETE',
      });
      return linkedIdentitiesSchema.parse(envelope.data);
    },
    onSuccess: (identities) => queryClient.setQueryData(linkedIdentitiesKey, identities),
  });
}
