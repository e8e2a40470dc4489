import { childSchema } from '@nibras/contracts/family';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { bookingKeys } from './query-keys';

export async function getChildren() {
  const envelope = await apiRequest<unknown>('/api/v1/parent/children');
  return childSchema.array().parse(envelope.data);
}

/** The signed-in parent's children, whom they book sessions for. */
export function useChildren(enabled: boolean) {
  const parentId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({ queryKey: bookingKeys.children(parentId), queryFn: getChildren, enabled });
}
