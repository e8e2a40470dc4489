import type { AddressInput, SavedAddress } from '@nibras/contracts/in-person';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { useSession } from '@/lib/session';

/**
 * The addresses a family keeps for lessons at home, shared by booking (where a lesson is) and
 * /profile (where they are kept). Their areas are named in the reader's language.
 */
export const savedAddressesRoot = ['saved-addresses'] as const;
const savedAddressesKey = (userId: string | null, language: string) =>
  [...savedAddressesRoot, userId, language] as const;

const readList = (data: unknown) =>
  answerOf<SavedAddress[]>(data, () =>
    import('@nibras/contracts/in-person').then((contract) => contract.savedAddressSchema.array()),
  );
const readOne = (data: unknown) =>
  answerOf<SavedAddress>(data, () =>
    import('@nibras/contracts/in-person').then((contract) => contract.savedAddressSchema),
  );

export async function getSavedAddresses() {
  const envelope = await apiRequest<unknown>('/api/v1/family/addresses');
  return readList(envelope.data);
}

export function useSavedAddresses(enabled = true) {
  const userId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({
    queryKey: savedAddressesKey(userId, useContentLanguage()),
    queryFn: getSavedAddresses,
    enabled,
  });
}

/** Adds an address (no id) or changes one; the answer is the address as kept. */
export async function saveAddress({ id, address }: { id?: string; address: AddressInput }) {
  const envelope = await apiRequest<unknown>(
    id ? `/api/v1/family/addresses/${encodeURIComponent(id)}` : '/api/v1/family/addresses',
    { method: id ? 'PUT' : 'POST', body: address },
  );
  return { saved: await readOne(envelope.data), message: envelope.message };
}

export async function removeAddress(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/family/addresses/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return { message: envelope.message };
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesRoot }),
  });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesRoot }),
  });
}
