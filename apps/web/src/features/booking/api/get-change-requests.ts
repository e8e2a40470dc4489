import { familyChangeRequestListSchema } from '@nibras/contracts/change-requests';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { changeRequestKeys } from './query-keys';

export async function getChangeRequests() {
  const envelope = await apiRequest<unknown>('/api/v1/family/change-requests');
  return familyChangeRequestListSchema.parse(envelope.data);
}

/** The children's open requests to cancel or move a session, for the parent to answer. */
export function useChangeRequests() {
  const parentId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({ queryKey: changeRequestKeys.list(parentId), queryFn: getChangeRequests });
}
