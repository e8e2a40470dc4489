import { allowanceSchema, type AllowanceInput } from '@nibras/contracts/approvals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { familyKeys } from './query-keys';

const allowancePath = (childId: string) =>
  `/api/v1/family/children/${encodeURIComponent(childId)}/allowance`;

export async function getChildAllowance(childId: string) {
  const envelope = await apiRequest<unknown>(allowancePath(childId));
  return allowanceSchema.parse(envelope.data);
}

/** What a child's own login may book each month without asking, and what it has spent. */
export function useChildAllowance(childId: string) {
  return useQuery({
    queryKey: familyKeys.allowance(childId),
    queryFn: () => getChildAllowance(childId),
  });
}

export async function saveChildAllowance(childId: string, input: AllowanceInput) {
  const envelope = await apiRequest<unknown>(allowancePath(childId), {
    method: 'PUT',
    body: input,
  });
  return allowanceSchema.parse(envelope.data);
}

export function useSaveChildAllowance(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AllowanceInput) => saveChildAllowance(childId, input),
    onSuccess: (allowance) => queryClient.setQueryData(familyKeys.allowance(childId), allowance),
  });
}
