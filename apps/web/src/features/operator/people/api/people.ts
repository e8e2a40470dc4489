import type { PeoplePage, PersonDetail } from '@nibras/contracts/people';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = ['operator', 'people'] as const;

export function usePeople(query: string) {
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: async () => (await apiRequest<PeoplePage>(`/api/v1/operator/people?${query}`)).data,
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: string | null) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: async () => (await apiRequest<PersonDetail>(`/api/v1/operator/people/${id}`)).data,
    enabled: id !== null,
  });
}

/** Suspends or lifts, with the operator's reason for the audit log. */
export function useChangeSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; action: 'suspend' | 'lift'; reason: string }) =>
      (
        await apiRequest<PersonDetail>(`/api/v1/operator/people/${input.id}/${input.action}`, {
          method: 'POST',
          body: { reason: input.reason },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
