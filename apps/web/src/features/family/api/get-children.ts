import { childSchema } from '@nibras/contracts/family';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { familyKeys } from './query-keys';

export async function getChildren() {
  const envelope = await apiRequest<unknown>('/api/v1/parent/children');
  return childSchema.array().parse(envelope.data);
}

/** Every child the signed-in parent manages, with their details and login. */
export function useChildren() {
  const parentId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({ queryKey: familyKeys.children(parentId), queryFn: getChildren });
}
