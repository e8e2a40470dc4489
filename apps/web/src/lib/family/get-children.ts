import { childSchema } from '@nibras/contracts/family';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Cache key of a parent's children, shared by booking (who a booking is for) and family. */
export const childrenKey = (parentId: string | null) => ['children', parentId] as const;
export const childrenRoot = ['children'] as const;

export async function getChildren() {
  const envelope = await apiRequest<unknown>('/api/v1/parent/children');
  return childSchema.array().parse(envelope.data);
}

/** The signed-in parent's children, with their details and login. */
export function useChildren(enabled = true) {
  const parentId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({ queryKey: childrenKey(parentId), queryFn: getChildren, enabled });
}
